import { Recurrence } from '../catalog/billing';
import { assertNever } from '../shared/decider';
import { addDays, clampedDay, daysInMonth, formatDate, nextMonth, splitDate } from './calendar-date';

interface MonthlyOnSameDate {
  type: typeof Recurrence.MONTHLY_SAME_DATE;
  /** 1 to 31; in a shorter month the task falls on its last day, and the month after returns to this day. */
  dayOfMonth: number;
}
interface FirstDayOfMonth {
  type: typeof Recurrence.FIRST_DAY_OF_MONTH;
}
interface LastDayOfMonth {
  type: typeof Recurrence.LAST_DAY_OF_MONTH;
}
interface EveryFewDays {
  type: typeof Recurrence.CUSTOM;
  everyDays: number;
}
interface OnListedDates {
  type: typeof Recurrence.CUSTOM;
  /** Strictly increasing `YYYY-MM-DD` dates; the series ends after the last. */
  dates: readonly string[];
}

export type TaskRecurrence = MonthlyOnSameDate | FirstDayOfMonth | LastDayOfMonth | EveryFewDays | OnListedDates;

export const MAX_TASK_EVERY_DAYS = 365;
export const MAX_TASK_LISTED_DATES = 100;

/** The first occurrence strictly after `date`, or null when the series has ended. */
export const occurrenceAfter = (recurrence: TaskRecurrence, date: string): string | null => {
  const from = splitDate(date);
  switch (recurrence.type) {
    case Recurrence.MONTHLY_SAME_DATE: {
      const thisMonth = clampedDay(from.year, from.month, recurrence.dayOfMonth);
      if (thisMonth.day > from.day) return formatDate(thisMonth);
      const following = nextMonth(from);
      return formatDate(clampedDay(following.year, following.month, recurrence.dayOfMonth));
    }
    case Recurrence.FIRST_DAY_OF_MONTH:
      return formatDate(nextMonth(from));
    case Recurrence.LAST_DAY_OF_MONTH: {
      const lastDay = daysInMonth(from.year, from.month);
      if (from.day < lastDay) return formatDate({ ...from, day: lastDay });
      const following = nextMonth(from);
      return formatDate({ ...following, day: daysInMonth(following.year, following.month) });
    }
    case Recurrence.CUSTOM:
      if ('everyDays' in recurrence) return addDays(date, recurrence.everyDays);
      return recurrence.dates.find((listed) => listed > date) ?? null;
    default:
      return assertNever(recurrence);
  }
};

/** The next `count` due dates strictly after `fromDate` (fewer when a listed series ends). */
export const nextOccurrences = (recurrence: TaskRecurrence, fromDate: string, count: number): string[] => {
  const dates: string[] = [];
  let current: string | null = fromDate;
  while (dates.length < count) {
    current = occurrenceAfter(recurrence, current);
    if (current === null) break;
    dates.push(current);
  }
  return dates;
};

/**
 * The occurrence that becomes due when the one due on `dueDate` is closed on `closedOn`: the
 * first after `dueDate` that has not already passed. Occurrences missed while the task was
 * overdue are not queued up: only the one still ahead (or due that very day) matters.
 */
export const nextTaskDueDate = (recurrence: TaskRecurrence, dueDate: string, closedOn: string): string | null => {
  let next = occurrenceAfter(recurrence, dueDate);
  while (next !== null && next < closedOn) next = occurrenceAfter(recurrence, next);
  return next;
};
