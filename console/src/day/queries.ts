import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { medicationOrdersApi, myShiftsApi, tasksApi, type TaskListParams } from '../api';
import { readerTimeZone } from '../i18n/calendar-dates';
import { medicationKeys } from '../medication/queries';
import { readThrough } from '../offline/saved-reads';
import { taskKeys } from '../task/queries';

export const dayKeys = {
  shifts: (date: string, timeZone: string) => ['my-shifts', date, timeZone] as const,
};

/** Where the device keeps one of the day's answers: the user's, for the day and zone asked. */
const savedKey = (userId: string, read: string, ...facts: readonly unknown[]) => JSON.stringify([userId, read, ...facts]);

// The day's reads run offline too (react-query would pause them): each then answers from what the device saved.
const OFFLINE_TOO = { networkMode: 'always' } as const;

export const useMyShifts = (userId: string, date: string) => {
  const timeZone = readerTimeZone();
  return useQuery({
    ...OFFLINE_TOO,
    queryKey: dayKeys.shifts(date, timeZone),
    queryFn: ({ signal }) => readThrough(savedKey(userId, 'shifts', date, timeZone), () => myShiftsApi.ofDay(date, timeZone, signal)),
  });
};

/** The key is the task list's, so a task command refreshes the day as it refreshes the tasks screen. */
export const useDayTasks = (userId: string, params: TaskListParams) =>
  useQuery({
    ...OFFLINE_TOO,
    queryKey: taskKeys.list(undefined, params),
    queryFn: ({ signal }) => readThrough(savedKey(userId, 'tasks', params), () => tasksApi.list(params, signal)),
    placeholderData: keepPreviousData,
  });

/** The key is the doses' of every screen, so recording one refreshes the day. */
export const useDayDoses = (userId: string, date: string) => {
  const timeZone = readerTimeZone();
  return useQuery({
    ...OFFLINE_TOO,
    queryKey: medicationKeys.dosesDue(date, undefined, timeZone),
    queryFn: ({ signal }) => readThrough(savedKey(userId, 'doses', date, timeZone), () => medicationOrdersApi.dosesDue({ date, timeZone }, signal)),
    placeholderData: keepPreviousData,
  });
};
