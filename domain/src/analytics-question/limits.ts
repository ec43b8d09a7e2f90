/** The actions on an owner's saved questions, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const analyticsQuestionActions = ['rename', 'pin', 'unpin', 'delete'] as const;
export type AnalyticsQuestionAction = (typeof analyticsQuestionActions)[number];

export const MAX_QUESTION_NAME_LENGTH = 80;
/** A workbench URL's search string: every field of a question fits in a few hundred characters. */
export const MAX_QUESTION_SEARCH_LENGTH = 2_000;
/** A menu, not an archive: beyond this a name is better reused. */
export const MAX_SAVED_QUESTIONS = 100;
/** Each pinned question draws its chart on the dashboard, one query each. */
export const MAX_PINNED_QUESTIONS = 6;
