import type { Command } from '../shared/command';

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

export type AssessmentCreationCommand = CreateAssessment | RequestAssessment;

export type AssessmentTransitionCommand =
  | PendAssessment
  | ScheduleAssessment
  | RescheduleAssessment
  | ApproveAssessment
  | ActivateAssessment
  | CompleteAssessment
  | CancelAssessment;

export type AssessmentCommand = AssessmentCreationCommand | AssessmentTransitionCommand;

export type AssessmentCommandType = AssessmentCommand['type'];
export type AssessmentTransitionCommandType = AssessmentTransitionCommand['type'];

export const MAX_CANCEL_REASON_LENGTH = 500;
export const MAX_SUMMARY_LENGTH = 2000;
