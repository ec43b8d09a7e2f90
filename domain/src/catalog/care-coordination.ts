import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

export const assessmentStatuses = [
  { id: 1, key: 'PENDING', label: 'Pending', translationKey: 'assessmentStatus.pending' },
  { id: 2, key: 'SCHEDULED', label: 'Scheduled', translationKey: 'assessmentStatus.scheduled' },
  { id: 3, key: 'APPROVED', label: 'Approved', translationKey: 'assessmentStatus.approved' },
  { id: 4, key: 'ACTIVE', label: 'Active', translationKey: 'assessmentStatus.active' },
  { id: 5, key: 'CANCELLED', label: 'Cancelled', translationKey: 'assessmentStatus.cancelled' },
  { id: 6, key: 'COMPLETED', label: 'Completed', translationKey: 'assessmentStatus.completed' },
  { id: 7, key: 'REQUESTED', label: 'Requested', translationKey: 'assessmentStatus.requested' },
] as const satisfies readonly CatalogEntry<number>[];

export const AssessmentStatus = idsByKey(assessmentStatuses);
export type AssessmentStatusId = IdOf<typeof assessmentStatuses>;
export type AssessmentStatusName = keyof typeof AssessmentStatus;

export const assessmentStatusName = (status: AssessmentStatusId): AssessmentStatusName =>
  (assessmentStatuses.find((entry) => entry.id === status) as (typeof assessmentStatuses)[number]).key;

/** Actions on a posting; their rules live in the posting aggregate. */
export const postingActions = [
  { id: 'hold', key: 'HOLD', label: 'Hold', translationKey: 'postingAction.hold' },
  { id: 'unhold', key: 'UNHOLD', label: 'Unhold', translationKey: 'postingAction.unhold' },
  { id: 'extend', key: 'EXTEND', label: 'Extend', translationKey: 'postingAction.extend' },
] as const satisfies readonly CatalogEntry<string>[];

export const PostingAction = idsByKey(postingActions);
export type PostingActionId = IdOf<typeof postingActions>;

export const taskStates = [
  { id: 0, key: 'NOT_COMPLETED', label: 'Not completed', translationKey: 'taskState.notCompleted' },
  { id: 1, key: 'COMPLETED', label: 'Completed', translationKey: 'taskState.completed' },
  { id: 2, key: 'NOT_REQUIRED', label: 'Not required', translationKey: 'taskState.notRequired' },
] as const satisfies readonly CatalogEntry<number>[];

export const TaskState = idsByKey(taskStates);
export type TaskStateId = IdOf<typeof taskStates>;
