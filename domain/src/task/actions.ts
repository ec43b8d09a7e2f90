import { TaskState, type TaskStateId } from '../catalog/care-coordination';

/** The actions on an existing record, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const taskActions = ['complete', 'mark-not-required', 'reopen', 'reschedule', 'assign'] as const;
export type TaskAction = (typeof taskActions)[number];

const openActions: readonly TaskAction[] = ['complete', 'mark-not-required', 'reschedule', 'assign'];
const closedActions: readonly TaskAction[] = ['reopen'];

/** What the decider accepts in each state: an open occurrence is done, skipped, moved or handed over; a closed one only reopened. */
export const allowedTaskActions = (state: TaskStateId): readonly TaskAction[] => (state === TaskState.NOT_COMPLETED ? openActions : closedActions);
