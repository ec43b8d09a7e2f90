import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isCalendarDate = (value: string): boolean => CALENDAR_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** YYYY-MM-DD strings order as the days they name. */
export const isAfterDate = (candidate: string, reference: string): boolean => candidate > reference;

/** The calendar day after a YYYY-MM-DD date. */
export const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
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
