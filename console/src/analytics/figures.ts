import type { AnalyticsAnswer } from '../api';
import type { ChartType } from './params';
import { seriesColour } from './palette';

/** A series as the chart, its table and its file show it. */
export interface FigureSeries {
  key: string;
  label: string;
  colour: string;
  /** The point values, in the answer's unit (records or seconds), one per interval. */
  values: (number | null)[];
  /** The same series in the compared period, point by point; undefined when nothing is compared. */
  compared: (number | null)[] | undefined;
}

export interface Figures {
  /** Each interval's first day. */
  starts: string[];
  /** The compared period's interval at the same place, when there is one. */
  comparedStarts: string[] | undefined;
  series: FigureSeries[];
}

/**
 * The answer as columns by series: the comparison is matched by series key and by place in its
 * period (its first interval beside the answer's first), as the server computed it.
 */
export const figuresOf = (answer: AnalyticsAnswer): Figures => {
  const starts = answer.series[0]?.points.map((point) => point.at) ?? [];
  const comparison = answer.comparison;
  const comparedByKey = new Map(comparison?.series.map((series) => [series.key, series.points]) ?? []);
  return {
    starts,
    comparedStarts: comparison === null ? undefined : (comparison.series[0]?.points.map((point) => point.at) ?? []),
    series: answer.series.map((series, index) => ({
      key: series.key,
      label: series.label,
      colour: seriesColour(series.key, index),
      values: series.points.map((point) => point.value),
      compared: comparison === null ? undefined : starts.map((_, place) => comparedByKey.get(series.key)?.[place]?.value ?? (answer.statistic === 'count' ? 0 : null)),
    })),
  };
};

/** Nothing to draw: no series, or every point a zero count or no figure at all. */
export const isQuiet = (figures: Figures): boolean => figures.series.every((series) => series.values.every((value) => value === null || value === 0));

/** One row of the chart: `s{i}` is series i as drawn, `c{i}` its comparison, `r{i}` / `rc{i}` the figures behind a share, `comparedAt` the compared interval's first day. */
export type ChartRow = { at: string; label: string } & Record<string, number | string | null>;

const shares = (values: readonly (number | null)[]): (number | null)[] => {
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return values.map((value) => (total === 0 || value === null ? null : value / total));
};

/**
 * The rows the chart draws. Values are divided by `scale` (seconds to hours or days); a 100 % chart
 * draws each series' share of its interval, the comparison its share of the compared interval.
 */
export const chartRowsOf = (figures: Figures, chart: ChartType, label: (at: string) => string, scale = 1): ChartRow[] =>
  figures.starts.map((at, place) => {
    const row: ChartRow = { at, label: label(at) };
    const current = figures.series.map((series) => series.values[place] ?? null);
    const compared = figures.series.map((series) => series.compared?.[place] ?? null);
    const drawn = (values: (number | null)[]) => (chart === 'percent' ? shares(values) : values.map((value) => (value === null ? null : value / scale)));
    drawn(current).forEach((value, index) => (row[`s${index}`] = value));
    current.forEach((value, index) => (row[`r${index}`] = value));
    if (figures.comparedStarts !== undefined) {
      row.comparedAt = figures.comparedStarts[place] ?? null;
      drawn(compared).forEach((value, index) => (row[`c${index}`] = value));
      compared.forEach((value, index) => (row[`rc${index}`] = value));
    }
    return row;
  });

/** The largest figure drawn, to choose a duration's unit for the whole axis. */
export const largestValue = (figures: Figures): number =>
  Math.max(0, ...figures.series.flatMap((series) => [...series.values, ...(series.compared ?? [])].filter((value): value is number => value !== null)));

/** A point the reader clicked, of the period asked for or of the compared one, with the figure it shows. */
export interface LocatedPoint {
  series: FigureSeries;
  value: number | null;
  compared: boolean;
}

/** Where a point lies in the figures: in the period asked for first, else in the compared period. */
export const locatePoint = (figures: Figures, point: { at: string; key: string }): LocatedPoint | undefined => {
  const series = figures.series.find((candidate) => candidate.key === point.key);
  if (series === undefined) return undefined;
  const place = figures.starts.indexOf(point.at);
  if (place !== -1) return { series, value: series.values[place] ?? null, compared: false };
  const comparedPlace = figures.comparedStarts?.indexOf(point.at) ?? -1;
  if (comparedPlace === -1) return undefined;
  return { series, value: series.compared?.[comparedPlace] ?? null, compared: true };
};
