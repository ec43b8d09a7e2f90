import type { Command } from '../shared/command';
import type { SurveyAnswer } from './shifts';

export interface CreateAssessmentData {
  assessmentId: string;
  patientId: string;
  agencyId?: string | null;
  careServiceId: number;
  summary?: string | null;
}

interface AssessmentRef {
  assessmentId: string;
}

/** Created PENDING or REQUESTED depending on the actor's role. */
export type CreateAssessment = Command<'CreateAssessment', CreateAssessmentData>;
/** Always created REQUESTED, whoever asks. */
export type RequestAssessment = Command<'RequestAssessment', CreateAssessmentData>;
export type PendAssessment = Command<'PendAssessment', AssessmentRef>;
export type ScheduleAssessment = Command<'ScheduleAssessment', AssessmentRef & { visitAt: string }>;
export type RescheduleAssessment = Command<'RescheduleAssessment', AssessmentRef & { visitAt: string }>;
export type ApproveAssessment = Command<'ApproveAssessment', AssessmentRef>;
export type ActivateAssessment = Command<'ActivateAssessment', AssessmentRef>;
export type CompleteAssessment = Command<'CompleteAssessment', AssessmentRef>;
export type CancelAssessment = Command<'CancelAssessment', AssessmentRef & { reason: string }>;

export type AddAssessmentShift = Command<
  'AddAssessmentShift',
  AssessmentRef & { shiftId: string; startsAt: string; endsAt: string; caregiverId: string | null }
>;
/** Changes the fields it names; `caregiverId: null` takes the caregiver off the shift. */
export type ChangeAssessmentShift = Command<
  'ChangeAssessmentShift',
  AssessmentRef & { shiftId: string; startsAt?: string; endsAt?: string; caregiverId?: string | null }
>;
export type CancelAssessmentShift = Command<'CancelAssessmentShift', AssessmentRef & { shiftId: string; reason: string }>;
/** Answers the questions it names; earlier answers to other questions stay. */
export type AnswerAssessmentSurvey = Command<'AnswerAssessmentSurvey', AssessmentRef & { answers: SurveyAnswer[] }>;

export type AssessmentCreationCommand = CreateAssessment | RequestAssessment;

export type AssessmentDetailCommand = AddAssessmentShift | ChangeAssessmentShift | CancelAssessmentShift | AnswerAssessmentSurvey;

export type AssessmentTransitionCommand =
  | PendAssessment
  | ScheduleAssessment
  | RescheduleAssessment
  | ApproveAssessment
  | ActivateAssessment
  | CompleteAssessment
  | CancelAssessment;

export type AssessmentCommand = AssessmentCreationCommand | AssessmentTransitionCommand | AssessmentDetailCommand;

export type AssessmentCommandType = AssessmentCommand['type'];
export type AssessmentTransitionCommandType = AssessmentTransitionCommand['type'];

export const MAX_CANCEL_REASON_LENGTH = 500;
export const MAX_SUMMARY_LENGTH = 2000;
