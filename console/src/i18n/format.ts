import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formatters {
  /** Date and time in the reader's locale, or an em dash for a missing value. */
  dateTime: (iso: string | null | undefined) => string;
  /** A wall-clock time `HH:MM` (a schedule's, no day or zone) as the reader's locale writes it: 10:00 PM, 22:00. */
  timeOfDay: (time: string) => string;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const useFormatters = (): Formatters => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    // Why UTC: the time is read as a clock face, on a day with no shift in any zone.
    const clock = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return {
      timeOfDay: (time) => {
        const parts = TIME_OF_DAY.exec(time);
        return parts ? clock.format(Date.UTC(1970, 0, 1, Number(parts[1]), Number(parts[2]))) : time;
      },
      dateTime: (iso) => {
        if (iso === null || iso === undefined || iso === '') return '—';
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : format.format(date);
      },
    };
  }, [language]);
};
