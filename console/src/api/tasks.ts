import type { RecurrenceId, TaskAction, TaskAnswer, TaskStateId } from '@careledger/domain';
import { api } from './client';
import type { CommandResult, Page, SortDirection } from './types';

/** One task as of its current occurrence, with the names of its patient, assignee and creator. */
export type Task = TaskAnswer;

export type TaskSortField = 'dueDate' | 'updatedAt' | 'createdAt';

export interface TaskListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: TaskSortField; direction: SortDirection };
  state?: TaskStateId | undefined;
  /** Due on or after this day, YYYY-MM-DD. */
  dueFrom?: string | undefined;
  /** Due on or before this day, YYYY-MM-DD. */
  dueTo?: string | undefined;
  /** Only the tasks assigned to this user. */
  assigneeId?: string | undefined;
  /** Only this patient's, among the tasks the user may read (the list of everything only). */
  patientId?: string | undefined;
}

export interface NewTask {
  patientId: string;
  title: string;
  description: string | null;
  dueDate: string;
  /** `HH:MM` on the due date, wall clock where the care happens; null when any time that day will do. */
  dueTime: string | null;
  /** The simple shapes: monthly on the due date's day, the first or last day of each month, or every few days (type 4 with `everyDays`). */
  recurrence: { type: RecurrenceId; everyDays?: number } | null;
  assigneeId: string | null;
}

/** Each action's body besides `expectedVersion`, as domain/src/task/record.ts reads it. */
export interface TaskActionBodies {
  complete: { on: string | null };
  'mark-not-required': { reason: string | null; endRecurrence: boolean };
  reopen: Record<string, never>;
  reschedule: { dueDate: string; dueTime?: string | null };
  assign: { assigneeId: string | null };
}

/** One action on a task, carrying the version on screen. */
export type TaskCommand = { [Action in TaskAction]: { action: Action; id: string; body: TaskActionBodies[Action] & { expectedVersion: number } } }[TaskAction];

const withKey = (idempotencyKey: string | undefined) => (idempotencyKey === undefined ? {} : { idempotencyKey });

const listQuery = (params: TaskListParams) => ({
  page: params.page,
  pageSize: params.pageSize,
  sort: `${params.sort.field}:${params.sort.direction}`,
  state: params.state,
  dueFrom: params.dueFrom,
  dueTo: params.dueTo,
  assigneeId: params.assigneeId,
  patientId: params.patientId,
});

export const tasksApi = {
  /** Every task the user may read. */
  list: (params: TaskListParams, signal?: AbortSignal) => api.get<Page<Task>>('/api/tasks', { signal, query: listQuery(params) }),

  listOfPatient: (patientId: string, params: TaskListParams, signal?: AbortSignal) =>
    api.get<Page<Task>>(`/api/patients/${encodeURIComponent(patientId)}/tasks`, { signal, query: listQuery(params) }),

  create: (body: NewTask, idempotencyKey?: string) => api.post<CommandResult>('/api/tasks', body, withKey(idempotencyKey)),

  act: ({ action, id, body }: TaskCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`/api/tasks/${encodeURIComponent(id)}/${action}`, body, withKey(idempotencyKey)),
};
