import { AnalyticsHttp } from './analytics.http';
import { AnalyticsQuestionsHttp } from './analytics-questions.http';

export const analyticsQueryControllers = [AnalyticsHttp, AnalyticsQuestionsHttp];
