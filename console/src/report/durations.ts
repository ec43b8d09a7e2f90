import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Units of Intl.NumberFormat, so each locale writes "3 days", "3 días" itself. */
export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

const SECONDS_IN: Readonly<Record<DurationUnit, number>> = { second: 1, minute: 60, hour: 3_600, day: 86_400 };

/** The unit a duration reads best in: days from two days up, hours from two hours, minutes from two minutes. */
export const unitFor = (seconds: number): DurationUnit => {
  if (seconds >= 2 * SECONDS_IN.day) return 'day';
  if (seconds >= 2 * SECONDS_IN.hour) return 'hour';
  if (seconds >= 2 * SECONDS_IN.minute) return 'minute';
  return 'second';
};

export const inUnit = (seconds: number, unit: DurationUnit): number => seconds / SECONDS_IN[unit];

export interface DurationFormatters {
  /** A duration in the unit it reads best in, one decimal at most: "1.5 days". */
  duration: (seconds: number) => string;
  /** A number of `unit`s, as a chart's value in that unit: "36 hours". */
  inUnit: (value: number, unit: DurationUnit) => string;
}

export const useDurationFormatters = (): DurationFormatters => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const formats = new Map<DurationUnit, Intl.NumberFormat>();
    const format = (value: number, unit: DurationUnit): string => {
      let numberFormat = formats.get(unit);
      if (numberFormat === undefined) formats.set(unit, (numberFormat = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 })));
      return numberFormat.format(value);
    };
    return {
      duration: (seconds) => {
        const unit = unitFor(seconds);
        return format(inUnit(seconds, unit), unit);
      },
      inUnit: format,
    };
  }, [language]);
};
