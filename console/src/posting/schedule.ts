import { postingWeekdays, type PostingSchedule } from '@careledger/domain';

/** Weekday names in the reader's language, from a Monday (1) to a Sunday (7). */
export const weekdayNames = (language: string, days: readonly number[]): string => {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: day n of the ISO week is that date plus n - 1.
  const name = (day: number) => format.format(new Date(Date.UTC(2024, 0, day)));
  const known = postingWeekdays.map((weekday) => weekday.id as number);
  return days.filter((day) => known.includes(day)).map(name).join(', ');
};

/** An end time earlier than the start is a shift that ends the next morning. */
export const isOvernight = (schedule: PostingSchedule): boolean => schedule.endTime < schedule.startTime;
