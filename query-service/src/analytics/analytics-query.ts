import {
  BILLING_CURRENCY,
  OTHER_SERIES_KEY,
  findMeasure,
  intervalStart,
  nextIntervalStart,
  type AnalyticsAnswer,
  type AnalyticsComparison,
  type AnalyticsInterval,
  type AnalyticsMeasure,
  type AnalyticsQuestion,
  type AnalyticsSeriesAnswer,
  type AnalyticsStatistic,
  type ExportLocale,
} from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { Parameters, factsSql, lastDayOf, rangeStarts, rounded, type DayRange } from './analytics-facts';
import { addDays } from '../report/report-request';
import { seriesNames } from './analytics-labels';
import { rankedStockKeys, stockMatrix, type StockMatrix } from './analytics-stock';
import { ADDITIVE_STATISTICS, additivePoints, factMatrix, rankedFactKeys, type FactMatrix } from './analytics-additive';

const STATISTIC_SQL: Record<AnalyticsStatistic, string> = {
  count: 'count(*)::float8',
  sum: 'sum(measured)',
  mean: 'avg(measured)',
  median: 'percentile_cont(0.5) WITHIN GROUP (ORDER BY measured)',
  p90: 'percentile_cont(0.9) WITHIN GROUP (ORDER BY measured)',
};

/** The whole intervals from the one holding `from` to the one holding `to`. */
export const questionRange = (question: Pick<AnalyticsQuestion, 'from' | 'to' | 'interval'>): DayRange => ({
  start: intervalStart(question.from, question.interval),
  end: nextIntervalStart(intervalStart(question.to, question.interval), question.interval),
});

const shiftYears = (day: string, years: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};

/** The period compared with: as many intervals just before, or the same days a year earlier. */
export const comparisonRange = (range: DayRange, interval: AnalyticsInterval, compareTo: AnalyticsComparison): DayRange => {
  if (compareTo === 'yearEarlier') return { start: intervalStart(shiftYears(range.start, -1), interval), end: intervalStart(shiftYears(range.end, -1), interval) };
  const count = rangeStarts(range, interval).length;
  let start = range.start;
  for (let step = 0; step < count; step += 1) start = intervalStart(addDays(start, -1), interval);
  return { start, end: range.start };
};

const numberOrNull = (value: number | string | null | undefined): number | null => (value === null || value === undefined ? null : rounded(Number(value)));

/** The series keys a split shows, largest first (by the facts behind them), and whether others were left out. */
export const topKeys = async (db: SqlExecutor, measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange, stock?: StockMatrix): Promise<string[]> => {
  if (question.groupBy === undefined) return ['all'];
  if (measure.kind === 'stock') return rankedStockKeys(stock ?? (await stockMatrix(db, measure, question, range))).slice(0, question.top);
  const params = new Parameters();
  const facts = factsSql(measure, question, range, params);
  // Keys ordered byte by byte, as the stock's ranking orders them, whatever the database's collation.
  const { rows } = await db.query<{ key: string }>(`SELECT key FROM (${facts}) facts GROUP BY key ORDER BY count(*) DESC, key COLLATE "C" LIMIT ${question.top}`, params.values);
  return rows.map((row) => row.key);
};

/** The series key a fact counts under: its own among the top keys, else "other". */
export const seriesKeySql = (keys: readonly string[], params: Parameters): string => `CASE WHEN key = ANY(${params.add(keys)}::text[]) THEN key ELSE '${OTHER_SERIES_KEY}' END`;

interface SeriesSet {
  from: string;
  to: string;
  series: AnalyticsSeriesAnswer[];
  total: number | null;
}

/** Each series' points over `range` (every interval, quiet ones at 0 or null) and the statistic over the whole range. */
const seriesOver = async (
  db: SqlExecutor,
  measure: AnalyticsMeasure,
  question: AnalyticsQuestion,
  range: DayRange,
  keys: readonly string[],
  labels: { label(key: string): string },
  read?: { stock?: StockMatrix; facts?: FactMatrix },
): Promise<SeriesSet> => {
  const starts = rangeStarts(range, question.interval);
  const { values, total } =
    measure.kind === 'stock'
      ? stockPoints(read?.stock ?? (await stockMatrix(db, measure, question, range)), question, keys, starts)
      : ADDITIVE_STATISTICS.has(question.statistic)
        ? additivePoints(read?.facts ?? (await factMatrix(db, measure, question, range)), question.statistic, keys)
        : await factPoints(db, measure, question, range, keys);
  const quiet = question.statistic === 'count' ? 0 : null;
  const shown = [...keys, ...(values.has(OTHER_SERIES_KEY) ? [OTHER_SERIES_KEY] : [])];
  return {
    from: range.start,
    to: lastDayOf(range),
    series: shown.map((key) => ({ key, label: labels.label(key), points: starts.map((at) => ({ at, value: values.get(key)?.get(at) ?? quiet })) })),
    total,
  };
};

interface Points {
  /** By series key, then by interval's first day. */
  values: Map<string, Map<string, number | null>>;
  total: number | null;
}

const setPoint = (values: Points['values'], series: string, bucket: string, value: (before: number | null | undefined) => number | null): void => {
  const points = values.get(series) ?? new Map<string, number | null>();
  points.set(bucket, value(points.get(bucket)));
  values.set(series, points);
};

/** The statistic per interval and series, and over every fact of the range, from the facts. */
const factPoints = async (db: SqlExecutor, measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange, keys: readonly string[]): Promise<Points> => {
  const statistic = STATISTIC_SQL[question.statistic];
  const params = new Parameters();
  const facts = factsSql(measure, question, range, params);
  const series = seriesKeySql(keys, params);
  // One reading of the facts: each interval and series, and (the empty grouping set) the whole range.
  const { rows } = await db.query<{ bucket: string | null; series: string | null; value: number | string | null; whole: boolean }>(
    `SELECT to_char(bucket, 'YYYY-MM-DD') AS bucket, ${series} AS series, ${statistic} AS value, GROUPING(bucket) = 1 AS whole
     FROM (${facts}) facts GROUP BY GROUPING SETS ((bucket, ${series}), ())`,
    params.values,
  );
  const values: Points['values'] = new Map();
  let total: number | null = null;
  for (const row of rows) {
    if (row.whole) total = numberOrNull(row.value);
    else setPoint(values, row.series!, row.bucket!, () => numberOrNull(row.value));
  }
  return { values, total };
};

/** Records in a status at each interval's end, the keys beyond the top ones summed as "other"; the total is the last interval's. */
const stockPoints = (matrix: StockMatrix, question: AnalyticsQuestion, keys: readonly string[], starts: readonly string[]): Points => {
  const values: Points['values'] = new Map();
  for (const [key, points] of matrix) {
    const series = keys.includes(key) ? key : OTHER_SERIES_KEY;
    for (const [bucket, value] of points) setPoint(values, series, bucket, (before) => (before ?? 0) + value);
  }
  // The last interval begun by the moment the question is known as of.
  const known = new Date(question.asOf !== undefined && 'instant' in question.asOf ? question.asOf.instant : Date.now()).toISOString().slice(0, 10);
  const last = starts.filter((at) => at <= known).at(-1);
  const total = [...matrix.values()].reduce((sum, points) => sum + (last === undefined ? 0 : (points.get(last) ?? 0)), 0);
  return { values, total };
};

/** `POST /api/analytics/query`: the question already checked and scoped. */
export const answerQuestion = async (db: SqlExecutor, question: AnalyticsQuestion, locale: ExportLocale): Promise<AnalyticsAnswer> => {
  const measure = findMeasure(question.measure)!;
  const range = questionRange(question);
  // A stock's matrix, and the facts of a statistic their cells add up to, are read once, for the keys and the points.
  const stock = measure.kind === 'stock' ? await stockMatrix(db, measure, question, range) : undefined;
  const facts = measure.kind !== 'stock' && ADDITIVE_STATISTICS.has(question.statistic) ? await factMatrix(db, measure, question, range) : undefined;
  const keys = facts === undefined ? await topKeys(db, measure, question, range, stock) : question.groupBy === undefined ? ['all'] : rankedFactKeys(facts).slice(0, question.top);
  const labels = await seriesNames(db, measure, question.groupBy, keys, locale);
  const main = await seriesOver(db, measure, question, range, keys, labels, { stock, facts });
  const comparison =
    question.compareTo === undefined
      ? null
      : { compareTo: question.compareTo, ...(await seriesOver(db, measure, question, comparisonRange(range, question.interval, question.compareTo), keys, labels)) };
  return {
    measure: measure.key,
    statistic: question.statistic,
    interval: question.interval,
    unit: measure.unit,
    currency: measure.unit === 'money' ? BILLING_CURRENCY : null,
    ...main,
    comparison,
    asOf: question.asOf ?? null,
  };
};

