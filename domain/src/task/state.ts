import { TaskState, type TaskStateId } from '../catalog/care-coordination';
import { assertNever } from '../shared/decider';
import type { TaskEvent } from './events';
import type { TaskRecurrence } from './recurrence';

export interface NoTask {
  status: 'none';
}

interface TaskDetails {
  taskId: string;
  patientId: string;
  title: string;
  description: string | null;
  /** The due date of the current occurrence. */
  dueDate: string;
  /** `HH:MM` on the due date (each occurrence's), or null. */
  dueTime: string | null;
  recurrence: TaskRecurrence | null;
  assigneeId: string | null;
  createdBy: string;
  /** 1 for the first occurrence, one more each time a recurring task comes due again. */
  occurrence: number;
}

export interface OpenTask extends TaskDetails {
  status: 'open';
}

export interface CompletedTask extends TaskDetails {
  status: 'completed';
  completedOn: string;
}

export interface NotRequiredTask extends TaskDetails {
  status: 'not_required';
}

export type ExistingTask = OpenTask | CompletedTask | NotRequiredTask;
export type TaskAggregateState = NoTask | ExistingTask;

export const initialTaskState = (): TaskAggregateState => ({ status: 'none' });

/** SPEC.md section 4's task state of the current occurrence. */
export const taskStateOf = (task: ExistingTask): TaskStateId => {
  switch (task.status) {
    case 'open':
      return TaskState.NOT_COMPLETED;
    case 'completed':
      return TaskState.COMPLETED;
    case 'not_required':
      return TaskState.NOT_REQUIRED;
    default:
      return assertNever(task);
  }
};

/** What every state of a task shares, without what only one state has (the completion day). */
const details = (task: ExistingTask): TaskDetails => {
  const { taskId, patientId, title, description, dueDate, dueTime, recurrence, assigneeId, createdBy, occurrence } = task;
  return { taskId, patientId, title, description, dueDate, dueTime, recurrence, assigneeId, createdBy, occurrence };
};

const onTask = (state: TaskAggregateState, change: (task: ExistingTask) => TaskAggregateState): TaskAggregateState =>
  state.status === 'none' ? state : change(state);

export const evolveTask = (state: TaskAggregateState, event: TaskEvent): TaskAggregateState => {
  switch (event.type) {
    case 'TaskCreated':
      return { status: 'open', ...event.data, dueTime: event.data.dueTime ?? null, occurrence: 1 };
    case 'TaskCompleted':
      return onTask(state, (task) => ({ ...details(task), status: 'completed', completedOn: event.data.completedOn }));
    case 'TaskMarkedNotRequired':
      return onTask(state, (task) => ({
        ...details(task),
        status: 'not_required',
        recurrence: event.data.endsRecurrence ? null : task.recurrence,
      }));
    case 'TaskRecurred':
      return onTask(state, (task) => ({ ...details(task), status: 'open', dueDate: event.data.dueDate, occurrence: task.occurrence + 1 }));
    case 'TaskReopened':
      return onTask(state, (task) => ({ ...details(task), status: 'open' }));
    case 'TaskRescheduled':
      return onTask(state, (task) => ({ ...task, dueDate: event.data.dueDate, dueTime: event.data.dueTime === undefined ? task.dueTime : event.data.dueTime }));
    case 'TaskAssigned':
      return onTask(state, (task) => ({ ...task, assigneeId: event.data.assigneeId }));
    default:
      return assertNever(event);
  }
};
