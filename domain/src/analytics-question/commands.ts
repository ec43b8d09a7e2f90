import type { Command } from '../shared/command';

interface QuestionRef {
  ownerKey: string;
  questionId: string;
}

export type SaveAnalyticsQuestion = Command<'SaveAnalyticsQuestion', QuestionRef & { name: string; search: string }>;
export type RenameAnalyticsQuestion = Command<'RenameAnalyticsQuestion', QuestionRef & { name: string }>;
export type PinAnalyticsQuestion = Command<'PinAnalyticsQuestion', QuestionRef>;
export type UnpinAnalyticsQuestion = Command<'UnpinAnalyticsQuestion', QuestionRef>;
export type DeleteAnalyticsQuestion = Command<'DeleteAnalyticsQuestion', QuestionRef>;

export type AnalyticsQuestionCommand = SaveAnalyticsQuestion | RenameAnalyticsQuestion | PinAnalyticsQuestion | UnpinAnalyticsQuestion | DeleteAnalyticsQuestion;
