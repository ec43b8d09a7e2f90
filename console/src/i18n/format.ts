import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formatters {
  /** Date and time in the reader's locale, or an em dash for a missing value. */
  dateTime: (iso: string | null | undefined) => string;
}

export const useFormatters = (): Formatters => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      dateTime: (iso) => {
        if (iso === null || iso === undefined || iso === '') return '—';
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : format.format(date);
      },
    };
  }, [language]);
};
