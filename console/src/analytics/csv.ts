import type { Figures } from './figures';

export interface CsvHeadings {
  interval: string;
  comparedInterval: string;
  /** A series' column: its label, with the unit when the figures are durations. */
  series: (label: string) => string;
  compared: (label: string) => string;
}

const cell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const line = (cells: readonly (string | number | null | undefined)[]): string => cells.map(cell).join(',');

/**
 * The figures the chart draws, as RFC 4180 text (what the server's CSV exports write): one line
 * per interval by its first day, one column per series, then the compared period's. Numbers stay
 * as the answer gives them (records, or seconds), so a spreadsheet can compute with them.
 */
export const figuresCsv = (figures: Figures, headings: CsvHeadings): string => {
  const compared = figures.comparedStarts;
  const header = [
    headings.interval,
    ...figures.series.map((series) => headings.series(series.label)),
    ...(compared === undefined ? [] : [headings.comparedInterval, ...figures.series.map((series) => headings.compared(series.label))]),
  ];
  const rows = figures.starts.map((at, place) => [
    at,
    ...figures.series.map((series) => series.values[place]),
    ...(compared === undefined ? [] : [compared[place], ...figures.series.map((series) => series.compared?.[place])]),
  ]);
  return [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
};

type Cell = string | number | null | undefined;

/** Rows of a chart of the whole period (a funnel's stages, a distribution's bins) under their headings, as RFC 4180 text. */
export const rowsCsv = (header: readonly string[], rows: readonly (readonly Cell[])[]): string => [line(header), ...rows.map(line)].join('\r\n') + '\r\n';

/** `analytics-referral-entered.csv`: the measure, as its key names it, and what the file holds. */
export const analyticsFileName = (measureKey: string, extension: 'csv' | 'png' | 'svg'): string => `analytics-${measureKey.replaceAll(/[^a-z0-9]+/gi, '-')}.${extension}`;

export const csvFileName = (measureKey: string): string => analyticsFileName(measureKey, 'csv');
