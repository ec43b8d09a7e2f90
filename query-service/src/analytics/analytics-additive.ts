import { OTHER_SERIES_KEY, type AnalyticsInterval, type AnalyticsMeasure, type AnalyticsQuestion, type AnalyticsStatistic } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { KEY_COLUMN, Parameters, factsSql, filterConditions, rankedByTotal, rounded, type DayRange } from './analytics-facts';

/** The facts of one key in one interval: how many, how many measured something, and the sum of what they measured. */
interface FactCell {
  facts: number;
  measured: number;
  sum: number;
}

/** By key, then by interval's first day: every fact of a period, read once. */
export type FactMatrix = Map<string, Map<string, FactCell>>;

/** The statistics that the cells of a matrix add up to: a split's top keys, its "other" series and its total come from one reading. */
export const ADDITIVE_STATISTICS: ReadonlySet<AnalyticsStatistic> = new Set(['count', 'sum', 'mean']);

/**
 * Whether the question's cells can be added up from `activity_months` (the standing activity facts per
 * month and dimensions) instead of read fact by fact: facts standing now, in intervals of whole months
 * (a range of such intervals starts and ends on the first of a month).
 */
const readsMonths = (measure: AnalyticsMeasure, question: AnalyticsQuestion): boolean =>
  (measure.kind === 'occurred' || measure.kind === 'amount' || measure.kind === 'metric') && question.asOf === undefined && MONTHLY_INTERVALS.has(question.interval);

const MONTHLY_INTERVALS: ReadonlySet<AnalyticsInterval> = new Set(['month', 'quarter', 'year']);

const monthsSql = (measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange, params: Parameters): string => {
  const key = question.groupBy === undefined ? `'all'` : `m.${KEY_COLUMN[question.groupBy]}`;
  const conditions = [`m.machine = ${params.add(measure.machine)}`, `m.month >= ${params.add(range.start)}::date`, `m.month < ${params.add(range.end)}::date`, ...filterConditions(question, params, 'm')];
  return `SELECT ${key} AS key, to_char(date_trunc('${question.interval}', m.month::timestamp), 'YYYY-MM-DD') AS bucket, sum(m.facts) AS facts, sum(m.measured) AS measured, sum(m.sum) AS sum
    FROM activity_months m WHERE ${conditions.join(' AND ')}
    GROUP BY 1, 2 HAVING sum(m.facts) > 0`;
};

export const factMatrix = async (db: SqlExecutor, measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange): Promise<FactMatrix> => {
  const params = new Parameters();
  const sql = readsMonths(measure, question)
    ? monthsSql(measure, question, range, params)
    : `SELECT key, to_char(bucket, 'YYYY-MM-DD') AS bucket, count(*) AS facts, count(measured) AS measured, sum(measured) AS sum
       FROM (${factsSql(measure, question, range, params)}) facts GROUP BY key, bucket`;
  const { rows } = await db.query<{ key: string; bucket: string; facts: number | string; measured: number | string; sum: number | string | null }>(sql, params.values);
  const matrix: FactMatrix = new Map();
  for (const row of rows) {
    const cells = matrix.get(row.key) ?? new Map<string, FactCell>();
    cells.set(row.bucket, { facts: Number(row.facts), measured: Number(row.measured), sum: Number(row.sum ?? 0) });
    matrix.set(row.key, cells);
  }
  return matrix;
};

/** Keys by their facts over the period, most first, ties byte by byte (as the stock's ranking and the SQL ranking order them). */
export const rankedFactKeys = (matrix: FactMatrix): string[] =>
  rankedByTotal([...matrix].map(([key, cells]) => [key, [...cells.values()].reduce((total, cell) => total + cell.facts, 0)] as const));

const add = (into: FactCell | undefined, cell: FactCell): FactCell => ({ facts: (into?.facts ?? 0) + cell.facts, measured: (into?.measured ?? 0) + cell.measured, sum: (into?.sum ?? 0) + cell.sum });

const statisticOf = (statistic: AnalyticsStatistic, cell: FactCell): number | null => {
  if (statistic === 'count') return cell.facts;
  if (cell.measured === 0) return null;
  return rounded(statistic === 'sum' ? cell.sum : cell.sum / cell.measured);
};

/** Each series' value per interval (keys beyond `keys` added up as "other") and the statistic over the whole period. */
export const additivePoints = (matrix: FactMatrix, statistic: AnalyticsStatistic, keys: readonly string[]): { values: Map<string, Map<string, number | null>>; total: number | null } => {
  const series = new Map<string, Map<string, FactCell>>();
  let whole: FactCell = { facts: 0, measured: 0, sum: 0 };
  for (const [key, cells] of matrix) {
    const name = keys.includes(key) ? key : OTHER_SERIES_KEY;
    const summed = series.get(name) ?? new Map<string, FactCell>();
    for (const [bucket, cell] of cells) {
      summed.set(bucket, add(summed.get(bucket), cell));
      whole = add(whole, cell);
    }
    series.set(name, summed);
  }
  const values = new Map([...series].map(([name, cells]) => [name, new Map([...cells].map(([bucket, cell]) => [bucket, statisticOf(statistic, cell)]))]));
  return { values, total: statisticOf(statistic, whole) };
};
