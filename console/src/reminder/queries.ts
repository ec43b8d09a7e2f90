import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersApi } from '../api';

/** How often the badge asks: a reminder comes an hour ahead, so a minute late is still in time. */
export const UNREAD_POLL_MS = 60_000;
/** The popover lists the newest; older ones are done or past. */
export const LISTED_REMINDERS = 20;

export const reminderKeys = {
  all: ['reminders'] as const,
  unread: ['reminders', 'unread'] as const,
  list: ['reminders', 'list'] as const,
};

/** The user's unread reminders: the badge's count, asked every minute and after each navigation. */
export const useUnreadReminders = () =>
  useQuery({
    queryKey: reminderKeys.unread,
    queryFn: ({ signal }) => remindersApi.list({ pageSize: 1 }, signal),
    select: (answer) => answer.unread,
    refetchInterval: UNREAD_POLL_MS,
  });

/** The newest reminders, fetched when the list opens. */
export const useReminders = () =>
  useQuery({
    queryKey: reminderKeys.list,
    queryFn: ({ signal }) => remindersApi.list({ pageSize: LISTED_REMINDERS }, signal),
  });

/** Marks one read; the list and the badge are read again after it. */
export const useMarkReminderRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => remindersApi.markRead(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
};
