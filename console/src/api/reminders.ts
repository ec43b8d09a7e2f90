import type { ReminderAnswer, RemindersAnswer } from '@careledger/domain';
import { api } from './client';
import type { CommandResult } from './types';

/** One reminder of the signed-in user: a task or a dose falling due, for one patient. */
export type Reminder = ReminderAnswer;
/** A page of the user's reminders, newest due first, and how many of all of them are unread. */
export type Reminders = RemindersAnswer;

export interface ReminderListParams {
  page?: number;
  pageSize?: number;
  /** Only the unread ones. */
  unread?: boolean;
}

export const remindersApi = {
  list: (params: ReminderListParams, signal?: AbortSignal) =>
    api.get<Reminders>('/api/reminders', { signal, query: { page: params.page, pageSize: params.pageSize, unread: params.unread } }),

  markRead: (id: string, idempotencyKey?: string) =>
    api.post<CommandResult>(`/api/reminders/${encodeURIComponent(id)}/mark-read`, {}, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
