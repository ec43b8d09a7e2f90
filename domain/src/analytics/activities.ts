import { idsByKey, type CatalogEntry } from '../catalog/catalog-entry';
import { referralReportMetrics } from '../catalog/referrals';
import { statusMachineStatuses, type StatusMachine } from '../report/status-machines';

/**
 * Records whose analytics count what happened to them rather than stays in a status: each event
 * is one fact, by what it did. A dose's fact is its outcome as last recorded; a correction
 * replaces it from its position on, so an earlier question still answers with what was known then.
 */
export const activityMachines = ['task', 'note', 'dose'] as const;
export type ActivityMachine = (typeof activityMachines)[number];

/**
 * Records whose facts each carry what they measure: a referral's metric (the time between two of
 * its milestones, one fact per metric, by its catalog id), a subscription's unit price. A fact is
 * replaced when an end of it is recorded again, and stays otherwise (a cancelled subscription was subscribed).
 */
export const measuredMachines = ['referralMetric', 'subscription'] as const;
export type MeasuredMachine = (typeof measuredMachines)[number];

/** Every kind of record the analytics count. */
export type AnalyticsMachine = StatusMachine | ActivityMachine | MeasuredMachine;

export const taskActivities = [
  { id: 1, key: 'CREATED', label: 'Created', translationKey: 'taskActivity.created' },
  { id: 2, key: 'COMPLETED', label: 'Completed', translationKey: 'taskActivity.completed' },
  { id: 3, key: 'NOT_REQUIRED', label: 'Marked not required', translationKey: 'taskActivity.notRequired' },
  { id: 4, key: 'REOPENED', label: 'Reopened', translationKey: 'taskActivity.reopened' },
  { id: 5, key: 'RESCHEDULED', label: 'Rescheduled', translationKey: 'taskActivity.rescheduled' },
] as const satisfies readonly CatalogEntry<number>[];

/** Amended: text appended, inserted or struck, or its type or date of service changed after publication. */
export const noteActivities = [
  { id: 1, key: 'CREATED', label: 'Created', translationKey: 'noteActivity.created' },
  { id: 2, key: 'PUBLISHED', label: 'Published', translationKey: 'noteActivity.published' },
  { id: 3, key: 'AMENDED', label: 'Amended', translationKey: 'noteActivity.amended' },
] as const satisfies readonly CatalogEntry<number>[];

/** A dose's outcome: the administration's state, with a dose not given told apart by its reason. */
export const doseOutcomes = [
  { id: 1, key: 'GIVEN', label: 'Given', translationKey: 'doseOutcome.given' },
  { id: 2, key: 'REFUSED', label: 'Refused', translationKey: 'doseOutcome.refused' },
  { id: 3, key: 'MISSED', label: 'Missed', translationKey: 'doseOutcome.missed' },
  { id: 4, key: 'NOT_GIVEN', label: 'Not given (other reason)', translationKey: 'doseOutcome.notGiven' },
  { id: 5, key: 'HELD', label: 'Held', translationKey: 'doseOutcome.held' },
  { id: 6, key: 'LEAVE_OF_ABSENCE', label: 'Leave of absence', translationKey: 'doseOutcome.leaveOfAbsence' },
] as const satisfies readonly CatalogEntry<number>[];

export const TaskActivity = idsByKey(taskActivities);
export const NoteActivity = idsByKey(noteActivities);
export const DoseOutcome = idsByKey(doseOutcomes);

/** What the `status` dimension of each kind of record holds: its statuses, or what happened to it. */
export const analyticsStatuses: Readonly<Record<AnalyticsMachine, readonly CatalogEntry<number>[]>> = {
  ...statusMachineStatuses,
  task: taskActivities,
  note: noteActivities,
  dose: doseOutcomes,
  referralMetric: referralReportMetrics,
  subscription: [],
};
