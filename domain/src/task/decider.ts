import { TaskState } from '../catalog/care-coordination';
import { assertNever, type Decider } from '../shared/decider';
import { addDays, dateOfInstant } from './calendar-date';
import type { TaskCommand } from './commands';
import { taskAssigneeUnchanged, taskCompletedInTheFuture, taskDueDateUnchanged, taskAlreadyExists, taskAlreadyOpen, taskNotFound, taskNotOpen } from './errors';
import type { TaskEvent } from './events';
import { nextTaskDueDate } from './recurrence';
import { evolveTask, initialTaskState, type ExistingTask, type OpenTask, type TaskAggregateState } from './state';

const existing = (state: TaskAggregateState, taskId: string): ExistingTask => {
  if (state.status === 'none') throw taskNotFound(taskId);
  return state;
};

const open = (state: TaskAggregateState, taskId: string): OpenTask => {
  const task = existing(state, taskId);
  if (task.status !== 'open') throw taskNotOpen(task);
  return task;
};

/** Closing an occurrence of a recurring task makes the next one due, in the same stream. */
const closing = (task: OpenTask, closed: TaskEvent, closedOn: string, recurs: boolean): TaskEvent[] => {
  const next = recurs && task.recurrence !== null ? nextTaskDueDate(task.recurrence, task.dueDate, closedOn) : null;
  return next === null ? [closed] : [closed, { type: 'TaskRecurred', data: { taskId: task.taskId, dueDate: next, previousDueDate: task.dueDate } }];
};

export const decideTask = (command: TaskCommand, state: TaskAggregateState): TaskEvent[] => {
  const { taskId } = command.data;
  const { actorId, now } = command.metadata;
  const today = dateOfInstant(now);
  switch (command.type) {
    case 'CreateTask':
      if (state.status !== 'none') throw taskAlreadyExists(taskId);
      return [{ type: 'TaskCreated', data: { ...command.data, createdBy: actorId } }];
    case 'CompleteTask': {
      const task = open(state, taskId);
      const on = command.data.on ?? today;
      // A day's grace: where the client lives, today may already be tomorrow in UTC.
      if (on > addDays(today, 1)) throw taskCompletedInTheFuture(on);
      return closing(task, { type: 'TaskCompleted', data: { taskId, dueDate: task.dueDate, completedOn: on, completedBy: actorId } }, on, true);
    }
    case 'MarkTaskNotRequired': {
      const task = open(state, taskId);
      const endsRecurrence = command.data.endRecurrence && task.recurrence !== null;
      const marked: TaskEvent = { type: 'TaskMarkedNotRequired', data: { taskId, dueDate: task.dueDate, reason: command.data.reason, markedBy: actorId, endsRecurrence } };
      return closing(task, marked, today, !endsRecurrence);
    }
    case 'ReopenTask': {
      const task = existing(state, taskId);
      if (task.status === 'open') throw taskAlreadyOpen(taskId);
      return [{ type: 'TaskReopened', data: { taskId, previousState: task.status === 'completed' ? TaskState.COMPLETED : TaskState.NOT_REQUIRED } }];
    }
    case 'RescheduleTask': {
      const task = open(state, taskId);
      const { dueDate, dueTime } = command.data;
      const timeChanges = dueTime !== undefined && dueTime !== task.dueTime;
      if (task.dueDate === dueDate && !timeChanges) throw taskDueDateUnchanged(task.dueDate);
      const time = timeChanges ? { dueTime, previousDueTime: task.dueTime } : {};
      return [{ type: 'TaskRescheduled', data: { taskId, dueDate, previousDueDate: task.dueDate, ...time } }];
    }
    case 'AssignTask': {
      const task = open(state, taskId);
      if (task.assigneeId === command.data.assigneeId) throw taskAssigneeUnchanged(task.assigneeId);
      return [{ type: 'TaskAssigned', data: { taskId, assigneeId: command.data.assigneeId, previousAssigneeId: task.assigneeId } }];
    }
    default:
      return assertNever(command);
  }
};

export const taskDecider: Decider<TaskAggregateState, TaskCommand, TaskEvent> = {
  initialState: initialTaskState,
  evolve: evolveTask,
  decide: decideTask,
};
