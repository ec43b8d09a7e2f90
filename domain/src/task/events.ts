import type { Event } from '../shared/event';
import type { TaskRecurrence } from './recurrence';

export const TASK_STREAM_CATEGORY = 'task';
export const taskStreamId = (taskId: string): string => `${TASK_STREAM_CATEGORY}-${taskId}`;

interface TaskRef {
  taskId: string;
}

export type TaskCreated = Event<
  'TaskCreated',
  TaskRef & {
    patientId: string;
    title: string;
    description: string | null;
    /** A calendar date, YYYY-MM-DD. */
    dueDate: string;
    /** `HH:MM` on the due date, wall clock; absent on tasks written before tasks had a time. */
    dueTime?: string | null;
    recurrence: TaskRecurrence | null;
    /** The caregiver user the task is for. */
    assigneeId: string | null;
    createdBy: string;
  }
>;
export type TaskCompleted = Event<'TaskCompleted', TaskRef & { dueDate: string; completedOn: string; completedBy: string }>;
export type TaskMarkedNotRequired = Event<
  'TaskMarkedNotRequired',
  TaskRef & { dueDate: string; reason: string | null; markedBy: string; endsRecurrence: boolean }
>;
/** A recurring task's next occurrence became due, after the previous one was closed. */
export type TaskRecurred = Event<'TaskRecurred', TaskRef & { dueDate: string; previousDueDate: string }>;
export type TaskReopened = Event<'TaskReopened', TaskRef & { previousState: 1 | 2 }>;
/** `dueTime` is absent when the time stayed as it was. */
export type TaskRescheduled = Event<'TaskRescheduled', TaskRef & { dueDate: string; previousDueDate: string; dueTime?: string | null; previousDueTime?: string | null }>;
export type TaskAssigned = Event<'TaskAssigned', TaskRef & { assigneeId: string | null; previousAssigneeId: string | null }>;

export type TaskEvent = TaskCreated | TaskCompleted | TaskMarkedNotRequired | TaskRecurred | TaskReopened | TaskRescheduled | TaskAssigned;

export type TaskEventType = TaskEvent['type'];

export const taskEventTypes: readonly TaskEventType[] = [
  'TaskCreated',
  'TaskCompleted',
  'TaskMarkedNotRequired',
  'TaskRecurred',
  'TaskReopened',
  'TaskRescheduled',
  'TaskAssigned',
];

export const isTaskEvent = (event: Event): event is TaskEvent => taskEventTypes.includes(event.type as TaskEventType);
