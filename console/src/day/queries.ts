import { useQuery } from '@tanstack/react-query';
import { myShiftsApi } from '../api';
import { readerTimeZone } from '../i18n/calendar-dates';

export const dayKeys = {
  shifts: (date: string, timeZone: string) => ['my-shifts', date, timeZone] as const,
};

export const useMyShifts = (date: string) => {
  const timeZone = readerTimeZone();
  return useQuery({
    queryKey: dayKeys.shifts(date, timeZone),
    queryFn: ({ signal }) => myShiftsApi.ofDay(date, timeZone, signal),
    select: (answer) => answer.data,
  });
};
