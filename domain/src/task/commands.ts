import type { Command } from '../shared/command';
import type { TaskRecurrence } from './recurrence';

interface TaskRef {
  taskId: string;
}

export type CreateTask = Command<
  'CreateTask',
  TaskRef & {
    patientId: string;
    title: string;
    description: string | null;
    dueDate: string;
    /** `HH:MM`: the wall-clock time it is due on its due date; null when any time that day will do. */
    dueTime: string | null;
    recurrence: TaskRecurrence | null;
    assigneeId: string | null;
  }
>;
/** `on` is the day it was done; null means today. */
export type CompleteTask = Command<'CompleteTask', TaskRef & { on: string | null }>;
/** For a recurring task, `endRecurrence` stops the series instead of making the next occurrence due. */
export type MarkTaskNotRequired = Command<'MarkTaskNotRequired', TaskRef & { reason: string | null; endRecurrence: boolean }>;
export type ReopenTask = Command<'ReopenTask', TaskRef>;
/** An absent `dueTime` keeps the time it had; null takes it off. */
export type RescheduleTask = Command<'RescheduleTask', TaskRef & { dueDate: string; dueTime?: string | null }>;
/** A null assignee takes the task off whoever had it. */
export type AssignTask = Command<'AssignTask', TaskRef & { assigneeId: string | null }>;

export type TaskCommand = CreateTask | CompleteTask | MarkTaskNotRequired | ReopenTask | RescheduleTask | AssignTask;
