import { useQuery } from '@tanstack/react-query';
import { myShiftsApi } from '../api';

export const dayKeys = {
  shifts: (date: string, timeZone: string) => ['my-shifts', date, timeZone] as const,
};

/** Where the reader is: their day starts and ends there, and a posting's clock times are read there. */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const useMyShifts = (date: string) => {
  const timeZone = readerTimeZone();
  return useQuery({
    queryKey: dayKeys.shifts(date, timeZone),
    queryFn: ({ signal }) => myShiftsApi.ofDay(date, timeZone, signal),
    select: (answer) => answer.data,
  });
};
