import { analyticsQuestionEventTypes, evolveAnalyticsQuestions, initialAnalyticsQuestionsState } from '@careledger/domain';
import { ownerStateProjector } from '../engine/owner-state-projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const ANALYTICS_QUESTIONS_SCHEMA_VERSION = 1;

/** The saved workbench questions of each owner, for `GET /api/analytics/questions` and the dashboard's pinned ones. */
export const analyticsQuestionProjector = ownerStateProjector({
  table: 'analytics_questions',
  version: ANALYTICS_QUESTIONS_SCHEMA_VERSION,
  idType: 'text',
  eventTypes: analyticsQuestionEventTypes,
  initialState: initialAnalyticsQuestionsState,
  evolve: evolveAnalyticsQuestions,
});
