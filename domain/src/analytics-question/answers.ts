import { z } from 'zod';
import { collectionAnswer, instantAnswer } from '../shared/answers';

/** One saved question: `search` is the workbench URL's search string, to open it by. */
export const analyticsSavedQuestionAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  search: z.string(),
  pinned: z.boolean(),
  savedAt: instantAnswer,
});
export type AnalyticsSavedQuestionAnswer = z.infer<typeof analyticsSavedQuestionAnswer>;

/** `GET /api/analytics/questions`: the signed-in user's saved questions, the newest first. */
export const analyticsSavedQuestionsAnswer = collectionAnswer(analyticsSavedQuestionAnswer);
export type AnalyticsSavedQuestionsAnswer = z.infer<typeof analyticsSavedQuestionsAnswer>;
