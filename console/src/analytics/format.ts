import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsInterval, AnalyticsStatistic } from '../api';
import { useDurationFormatters } from '../report/durations';

export interface AnalyticsFormatters {
  /** An interval by its first day, as the reader names it: "Mar 2026", "Q1 2026", "Week of Mar 2, 2026". */
  interval: (at: string, interval: AnalyticsInterval) => string;
  /** A point's figure: records counted, money (minor units) in `currency`, or a duration in the unit it reads best in; a dash for none. */
  figure: (value: number | null, statistic: AnalyticsStatistic, currency?: string | null) => string;
  /** An amount of money in major units, as the reader writes it. */
  money: (major: number, currency: string) => string;
  /** A share of a whole, 0 to 1. */
  share: (value: number) => string;
  /** An instant of recorded time, with its time of day. */
  instant: (iso: string) => string;
  /** A calendar day (UTC). */
  day: (day: string) => string;
}

/** Money travels in minor units (cents). */
export const MINOR_UNITS = 100;

/** Days as the server counts them (UTC), figures and durations in the reader's locale. */
export const useAnalyticsFormatters = (): AnalyticsFormatters => {
  const { t, i18n } = useTranslation('analytics');
  const durations = useDurationFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const utc = (day: string) => new Date(`${day}T00:00:00Z`);
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const year = new Intl.DateTimeFormat(language, { year: 'numeric', timeZone: 'UTC' });
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const instant = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const money = (major: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(major);
    return {
      interval: (at, interval) => {
        switch (interval) {
          case 'day':
            return day.format(utc(at));
          case 'week':
            return t('dates.weekOf', { day: day.format(utc(at)) });
          case 'month':
            return month.format(utc(at));
          case 'quarter':
            return t('dates.quarterOf', { quarter: Math.floor(utc(at).getUTCMonth() / 3) + 1, year: year.format(utc(at)) });
          case 'year':
            return year.format(utc(at));
          default:
            return interval satisfies never;
        }
      },
      figure: (value, statistic, currency) => {
        if (value === null) return '—';
        if (statistic === 'count') return count.format(value);
        return currency ? money(value / MINOR_UNITS, currency) : durations.duration(value);
      },
      money,
      share: (value) => share.format(value),
      instant: (iso) => instant.format(new Date(iso)),
      day: (value) => day.format(utc(value)),
    };
  }, [language, t, durations]);
};
