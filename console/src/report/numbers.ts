import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportInterval } from '../api';
import { moneyFormat } from '../billing/money';

export interface ReportFormatters {
  count: (value: number) => string;
  /** Mean days, one decimal. */
  decimal: (value: number) => string;
  /** A change in percent points (12.5 is +12.5 %), signed. */
  change: (percent: number) => string;
  /** Cents as money, with the billing currency (billing/money). */
  amount: (cents: number) => string;
  /** A chart bucket's first day: the day, the week's Monday or the month. */
  bucket: (start: string, interval: ReportInterval) => string;
  /** A calendar day, YYYY-MM-DD. */
  day: (day: string) => string;
}

/** Figures, amounts and chart dates in the reader's locale (days in UTC, as the server counts them). */
export const useReportFormatters = (): ReportFormatters => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const change = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const utc = (value: string) => new Date(`${value}T00:00:00Z`);
    return {
      count: (value) => count.format(value),
      decimal: (value) => decimal.format(value),
      change: (percent) => change.format(percent / 100),
      amount: moneyFormat(language),
      bucket: (start, interval) => (interval === 'month' ? month : shortDay).format(utc(start)),
      day: (value) => day.format(utc(value)),
    };
  }, [language]);
};
