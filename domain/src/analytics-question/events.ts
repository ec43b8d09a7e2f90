import type { Event } from '../shared/event';

// One word, as every category: the audit log reads a stream's category up to its first dash.
export const ANALYTICS_QUESTION_STREAM_CATEGORY = 'analyticsquestion';
/** One stream per owner (see `record.ts` for why), named by the owner's user id. */
export const analyticsQuestionStreamId = (ownerKey: string): string => `${ANALYTICS_QUESTION_STREAM_CATEGORY}-${ownerKey}`;

interface QuestionRef {
  /** The owner's user id: the stream's record id. */
  ownerKey: string;
  questionId: string;
}

/** `search` is the workbench URL's search string, without its `?`: the whole question and how it is drawn. */
export type AnalyticsQuestionSaved = Event<'AnalyticsQuestionSaved', QuestionRef & { name: string; search: string; savedAt: string }>;
export type AnalyticsQuestionRenamed = Event<'AnalyticsQuestionRenamed', QuestionRef & { name: string }>;
export type AnalyticsQuestionPinned = Event<'AnalyticsQuestionPinned', QuestionRef>;
export type AnalyticsQuestionUnpinned = Event<'AnalyticsQuestionUnpinned', QuestionRef>;
export type AnalyticsQuestionDeleted = Event<'AnalyticsQuestionDeleted', QuestionRef>;

export type AnalyticsQuestionEvent = AnalyticsQuestionSaved | AnalyticsQuestionRenamed | AnalyticsQuestionPinned | AnalyticsQuestionUnpinned | AnalyticsQuestionDeleted;
export type AnalyticsQuestionEventType = AnalyticsQuestionEvent['type'];

export const analyticsQuestionEventTypes: readonly AnalyticsQuestionEventType[] = [
  'AnalyticsQuestionSaved',
  'AnalyticsQuestionRenamed',
  'AnalyticsQuestionPinned',
  'AnalyticsQuestionUnpinned',
  'AnalyticsQuestionDeleted',
];

export const isAnalyticsQuestionEvent = (event: Event): event is AnalyticsQuestionEvent => analyticsQuestionEventTypes.includes(event.type as AnalyticsQuestionEventType);
