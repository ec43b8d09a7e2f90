import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, localToday } from './calendar-dates';

describe('calendar dates', () => {
  it('accepts only days that exist, in YYYY-MM-DD', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
    // Date.parse reads these as days of the next month.
    expect(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-1-01', ''].map(isCalendarDate)).toEqual([false, false, false, false, false, false]);
  });

  it('counts days across months and years, both ways', () => {
    expect([addDays('2026-02-28', 1), addDays('2026-03-01', -1), addDays('2026-12-31', 1)]).toEqual(['2026-03-01', '2026-02-28', '2027-01-01']);
  });

  it("names today on the reader's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
