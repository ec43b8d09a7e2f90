import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD naming a day that exists: Date.parse reads 2026-02-30 as March 2nd, so the day must come back unchanged. */
export const isCalendarDate = (value: string): boolean => {
  if (!CALENDAR_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** YYYY-MM-DD strings order as the days they name. */
export const isAfterDate = (candidate: string, reference: string): boolean => candidate > reference;

/** The calendar day `days` after a YYYY-MM-DD date (before it, when negative). */
export const addDays = (date: string, days: number): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The calendar day after a YYYY-MM-DD date. */
export const nextDay = (date: string): string => addDays(date, 1);

/** Where the reader is (the browser's IANA zone): their day starts and ends there, and wall-clock times are read there. */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today on the reader's own calendar (the browser's time zone), YYYY-MM-DD. */
export const localToday = (now: Date = new Date()): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * A calendar date (a day, not an instant) in the reader's locale. Formatted in UTC so the day
 * never shifts with the browser's time zone.
 */
export const useCalendarDate = (): ((date: string | null | undefined) => string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (date) => {
      if (date === null || date === undefined || date === '') return '—';
      return isCalendarDate(date) ? format.format(new Date(`${date}T00:00:00Z`)) : date;
    };
  }, [language]);
};
