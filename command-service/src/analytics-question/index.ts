import { AnalyticsQuestionCommandsHttp } from './analytics-question.http';

export const analyticsQuestionCommandControllers = [AnalyticsQuestionCommandsHttp];
