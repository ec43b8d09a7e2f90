/**
 * Calendar dates as `YYYY-MM-DD` text: no time, no zone. Four-digit years make the text order
 * the calendar order, so dates compare as strings.
 */
export interface YearMonthDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
};

export const splitDate = (date: string): YearMonthDay => {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  return { year, month, day };
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const formatDate = ({ year, month, day }: YearMonthDay): string => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The month after `year`/`month`, as its first day. */
export const nextMonth = ({ year, month }: Pick<YearMonthDay, 'year' | 'month'>): YearMonthDay =>
  month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };

/** `day` in that month, or the month's last day when the month is shorter (31 -> 30, 28 or 29). */
export const clampedDay = (year: number, month: number, day: number): YearMonthDay => ({
  year,
  month,
  day: Math.min(day, daysInMonth(year, month)),
});

export const addDays = (date: string, days: number): string => {
  const { year, month, day } = splitDate(date);
  // Date.UTC only does the calendar arithmetic here: no clock, no zone.
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatDate({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
};

/** The UTC calendar date of an ISO instant. */
export const dateOfInstant = (instant: string): string => new Date(Date.parse(instant)).toISOString().slice(0, 10);
