import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Recurrence } from '../catalog/billing';
import { nextTaskDueDate, nextOccurrences, occurrenceAfter, type TaskRecurrence } from './recurrence';

const monthlyOn = (dayOfMonth: number): TaskRecurrence => ({ type: Recurrence.MONTHLY_SAME_DATE, dayOfMonth });
const firstDay: TaskRecurrence = { type: Recurrence.FIRST_DAY_OF_MONTH };
const lastDay: TaskRecurrence = { type: Recurrence.LAST_DAY_OF_MONTH };
const every = (everyDays: number): TaskRecurrence => ({ type: Recurrence.CUSTOM, everyDays });
const listed = (...dates: string[]): TaskRecurrence => ({ type: Recurrence.CUSTOM, dates });

describe('nextOccurrences: monthly on the same date', () => {
  it('falls on the last day of a shorter month, then returns to the original day', () => {
    expect(nextOccurrences(monthlyOn(31), '2023-01-31', 6)).toEqual(['2023-02-28', '2023-03-31', '2023-04-30', '2023-05-31', '2023-06-30', '2023-07-31']);
  });

  it('uses 29 February in a leap year', () => {
    expect(nextOccurrences(monthlyOn(31), '2024-01-31', 2)).toEqual(['2024-02-29', '2024-03-31']);
    expect(nextOccurrences(monthlyOn(29), '2024-01-29', 2)).toEqual(['2024-02-29', '2024-03-29']);
    expect(nextOccurrences(monthlyOn(29), '2023-01-29', 2)).toEqual(['2023-02-28', '2023-03-29']);
    expect(nextOccurrences(monthlyOn(30), '2023-01-30', 2)).toEqual(['2023-02-28', '2023-03-30']);
  });

  it('keeps the day when counting from a clamped date', () => {
    expect(nextOccurrences(monthlyOn(31), '2023-02-28', 2)).toEqual(['2023-03-31', '2023-04-30']);
    expect(nextOccurrences(monthlyOn(30), '2024-02-29', 1)).toEqual(['2024-03-30']);
  });

  it('takes this month when the day is still ahead, the next month otherwise', () => {
    expect(nextOccurrences(monthlyOn(20), '2024-01-05', 2)).toEqual(['2024-01-20', '2024-02-20']);
    expect(nextOccurrences(monthlyOn(15), '2024-01-15', 1)).toEqual(['2024-02-15']);
    expect(nextOccurrences(monthlyOn(10), '2024-01-20', 1)).toEqual(['2024-02-10']);
  });

  it('crosses the end of the year', () => {
    expect(nextOccurrences(monthlyOn(15), '2023-12-15', 2)).toEqual(['2024-01-15', '2024-02-15']);
    expect(nextOccurrences(monthlyOn(31), '2023-11-30', 2)).toEqual(['2023-12-31', '2024-01-31']);
  });

  it('lands every month on min(day, length of the month), for every day over the ten years around 2100 (not a leap year)', () => {
    const isDate = z.iso.date();
    for (let day = 1; day <= 31; day += 1) {
      const dates = nextOccurrences(monthlyOn(day), '2095-12-31', 120);
      expect(dates).toHaveLength(120);
      dates.forEach((date, index) => {
        expect(isDate.safeParse(date).success, date).toBe(true);
        const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
        expect(month).toBe((index % 12) + 1);
        expect(year).toBe(2096 + Math.floor(index / 12));
        expect(dayOfMonth).toBe(Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate()));
      });
    }
  });
});

describe('nextOccurrences: first day of the month', () => {
  it('is the first of the following month, whatever the day', () => {
    expect(nextOccurrences(firstDay, '2024-01-01', 3)).toEqual(['2024-02-01', '2024-03-01', '2024-04-01']);
    expect(nextOccurrences(firstDay, '2024-01-15', 1)).toEqual(['2024-02-01']);
    expect(nextOccurrences(firstDay, '2024-01-31', 1)).toEqual(['2024-02-01']);
    expect(nextOccurrences(firstDay, '2023-12-31', 2)).toEqual(['2024-01-01', '2024-02-01']);
  });
});

describe('nextOccurrences: last day of the month', () => {
  it('is the last day of this month when it is still ahead', () => {
    expect(nextOccurrences(lastDay, '2023-01-15', 4)).toEqual(['2023-01-31', '2023-02-28', '2023-03-31', '2023-04-30']);
  });

  it('follows leap years, centuries included', () => {
    expect(nextOccurrences(lastDay, '2024-01-31', 2)).toEqual(['2024-02-29', '2024-03-31']);
    expect(nextOccurrences(lastDay, '2024-02-28', 1)).toEqual(['2024-02-29']);
    expect(nextOccurrences(lastDay, '2000-01-31', 1)).toEqual(['2000-02-29']);
    expect(nextOccurrences(lastDay, '1900-01-31', 1)).toEqual(['1900-02-28']);
    expect(nextOccurrences(lastDay, '2100-01-31', 1)).toEqual(['2100-02-28']);
  });

  it('crosses the end of the year', () => {
    expect(nextOccurrences(lastDay, '2023-12-31', 2)).toEqual(['2024-01-31', '2024-02-29']);
  });
});

describe('nextOccurrences: custom', () => {
  it('adds a fixed number of days, across months, leap days and years', () => {
    expect(nextOccurrences(every(7), '2024-02-19', 3)).toEqual(['2024-02-26', '2024-03-04', '2024-03-11']);
    expect(nextOccurrences(every(1), '2024-02-28', 3)).toEqual(['2024-02-29', '2024-03-01', '2024-03-02']);
    expect(nextOccurrences(every(1), '2023-12-31', 1)).toEqual(['2024-01-01']);
    expect(nextOccurrences(every(365), '2024-01-01', 2)).toEqual(['2024-12-31', '2025-12-31']);
    expect(nextOccurrences(every(14), '2023-02-20', 1)).toEqual(['2023-03-06']);
  });

  it('yields the listed dates after the day, and stops when the list ends', () => {
    const series = listed('2024-03-01', '2024-03-15', '2024-04-02');
    expect(nextOccurrences(series, '2024-02-01', 2)).toEqual(['2024-03-01', '2024-03-15']);
    expect(nextOccurrences(series, '2024-03-01', 5)).toEqual(['2024-03-15', '2024-04-02']);
    expect(nextOccurrences(series, '2024-03-10', 5)).toEqual(['2024-03-15', '2024-04-02']);
    expect(nextOccurrences(series, '2024-04-02', 5)).toEqual([]);
    expect(occurrenceAfter(series, '2024-05-01')).toBeNull();
  });
});

describe('nextOccurrences: counts', () => {
  it('yields nothing for a count of zero', () => {
    expect(nextOccurrences(monthlyOn(1), '2024-01-01', 0)).toEqual([]);
  });

  it('yields strictly increasing dates', () => {
    for (const recurrence of [monthlyOn(31), firstDay, lastDay, every(3)]) {
      const dates = nextOccurrences(recurrence, '2023-11-30', 40);
      expect(dates.every((date, index) => index === 0 || date > (dates[index - 1] as string))).toBe(true);
      expect(dates[0] && dates[0] > '2023-11-30').toBe(true);
    }
  });
});

describe('nextTaskDueDate: the occurrence that becomes due when one is closed', () => {
  it('is the next one after the due date when closed on time or early', () => {
    expect(nextTaskDueDate(monthlyOn(31), '2024-01-31', '2024-01-31')).toBe('2024-02-29');
    expect(nextTaskDueDate(firstDay, '2024-02-01', '2024-01-28')).toBe('2024-03-01');
  });

  it('skips the occurrences that passed while the task was overdue', () => {
    expect(nextTaskDueDate(firstDay, '2024-01-01', '2024-03-15')).toBe('2024-04-01');
    expect(nextTaskDueDate(every(7), '2024-01-01', '2024-01-10')).toBe('2024-01-15');
    expect(nextTaskDueDate(lastDay, '2024-01-31', '2024-02-01')).toBe('2024-02-29');
  });

  it('keeps an occurrence due the very day the previous one is closed', () => {
    expect(nextTaskDueDate(firstDay, '2024-01-01', '2024-02-01')).toBe('2024-02-01');
  });

  it('is null when a listed series has nothing left ahead', () => {
    expect(nextTaskDueDate(listed('2024-02-01'), '2024-01-01', '2024-01-05')).toBe('2024-02-01');
    expect(nextTaskDueDate(listed('2024-02-01'), '2024-01-01', '2024-03-01')).toBeNull();
    expect(nextTaskDueDate(listed('2024-02-01'), '2024-02-01', '2024-02-01')).toBeNull();
  });
});
