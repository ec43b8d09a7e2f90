import { AssessmentStatus, type AssessmentStatusId } from '../catalog/care-coordination';
import type { AssessmentTransitionCommandType } from './commands';

/** The status changes a person can ask for, as they appear in URLs and on console buttons. */
export const assessmentActions = [
  'pend',
  'schedule',
  'reschedule',
  'approve',
  'activate',
  'complete',
  'cancel',
] as const;

export type AssessmentAction = (typeof assessmentActions)[number];

export const isAssessmentAction = (value: unknown): value is AssessmentAction =>
  assessmentActions.includes(value as AssessmentAction);

export const assessmentActionCommandTypes = {
  pend: 'PendAssessment',
  schedule: 'ScheduleAssessment',
  reschedule: 'RescheduleAssessment',
  approve: 'ApproveAssessment',
  activate: 'ActivateAssessment',
  complete: 'CompleteAssessment',
  cancel: 'CancelAssessment',
} as const satisfies Record<AssessmentAction, AssessmentTransitionCommandType>;

/**
 * DESIGN.md section 3: REQUESTED -> PENDING -> SCHEDULED -> APPROVED -> ACTIVE -> COMPLETED,
 * SCHEDULED may be rescheduled, and anything not yet finished may be cancelled.
 */
const actionsAllowedFrom: Record<AssessmentStatusId, readonly AssessmentAction[]> = {
  [AssessmentStatus.REQUESTED]: ['pend', 'cancel'],
  [AssessmentStatus.PENDING]: ['schedule', 'cancel'],
  [AssessmentStatus.SCHEDULED]: ['reschedule', 'approve', 'cancel'],
  [AssessmentStatus.APPROVED]: ['activate', 'cancel'],
  [AssessmentStatus.ACTIVE]: ['complete', 'cancel'],
  [AssessmentStatus.COMPLETED]: [],
  [AssessmentStatus.CANCELLED]: [],
};

export const allowedAssessmentActions = (status: AssessmentStatusId): readonly AssessmentAction[] =>
  actionsAllowedFrom[status];

export const isAssessmentActionAllowed = (status: AssessmentStatusId, action: AssessmentAction): boolean =>
  actionsAllowedFrom[status].includes(action);

/** Reads "An assessment that is PENDING cannot be <participle>." */
export const assessmentActionParticiples: Record<AssessmentAction, string> = {
  pend: 'pended',
  schedule: 'scheduled',
  reschedule: 'rescheduled',
  approve: 'approved',
  activate: 'activated',
  complete: 'completed',
  cancel: 'cancelled',
};
