export { analyticsQuestionProjector } from './analytics-question-projector';
