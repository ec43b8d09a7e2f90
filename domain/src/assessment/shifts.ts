/** One shift of care under an assessment, kept under the id its client chose. */
export interface AssessmentShift {
  shiftId: string;
  /** ISO-8601 instants with a zone, as the client wrote them. */
  startsAt: string;
  endsAt: string;
  /** The caregiver user who works it; null until one is chosen. */
  caregiverId: string | null;
  status: 'planned' | 'cancelled';
  cancelReason: string | null;
}

export type SurveyValue = string | number | boolean;

export interface SurveyAnswer {
  /** The question's id in the survey the console shows (`/api/survey-meta`). */
  questionId: string;
  value: SurveyValue;
}

export const MAX_SHIFT_HOURS = 24;
export const MAX_QUESTION_ID_LENGTH = 64;
export const MAX_SURVEY_TEXT_LENGTH = 2000;
export const MAX_SURVEY_ANSWERS = 100;
