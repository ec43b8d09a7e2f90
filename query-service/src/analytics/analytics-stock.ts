import type { AnalyticsMeasure, AnalyticsQuestion } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { KEY_COLUMN, Parameters, factsSql, filterConditions, rangeStarts, rankedByTotal, type DayRange } from './analytics-facts';

/** Each series key's records in a status at the end of each interval, by the interval's first day. */
export type StockMatrix = Map<string, Map<string, number>>;

/**
 * From the daily flows: the records in a status when the range began (every day before it,
 * summed) plus each interval's arrivals less its departures, carried forward. Its cost follows
 * the days of the history (a few rows each), never its stays. Intervals that have not begun yet
 * hold nothing, as the facts would say.
 */
const fromFlows = async (db: SqlExecutor, measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange): Promise<StockMatrix> => {
  const params = new Parameters();
  const key = question.groupBy === undefined ? `'all'` : KEY_COLUMN[question.groupBy];
  const start = params.add(range.start);
  const conditions = [`machine = ${params.add(measure.machine)}`, `day < ${params.add(range.end)}::date`, ...filterConditions(question, params, 'status_flows')];
  const { rows } = await db.query<{ bucket: string | null; key: string; delta: number | string }>(
    `SELECT CASE WHEN day < ${start}::date THEN NULL ELSE to_char(date_trunc('${question.interval}', day), 'YYYY-MM-DD') END AS bucket,
       ${key} AS key, sum(arrivals - departures) AS delta
     FROM status_flows WHERE ${conditions.join(' AND ')} GROUP BY 1, 2`,
    params.values,
  );
  const today = new Date().toISOString().slice(0, 10);
  const starts = rangeStarts(range, question.interval).filter((at) => at <= today);
  const deltas = new Map<string, Map<string | null, number>>();
  for (const row of rows) {
    const byBucket = deltas.get(row.key) ?? new Map<string | null, number>();
    byBucket.set(row.bucket, Number(row.delta));
    deltas.set(row.key, byBucket);
  }
  const matrix: StockMatrix = new Map();
  for (const [seriesKey, byBucket] of deltas) {
    let stock = byBucket.get(null) ?? 0;
    const points = new Map<string, number>();
    for (const at of starts) {
      stock += byBucket.get(at) ?? 0;
      if (stock !== 0) points.set(at, stock);
    }
    if (points.size > 0) matrix.set(seriesKey, points);
  }
  return matrix;
};

/** As of a position or an instant, from the stays themselves: what the log held then, at the cost of every stay before the range's end. */
const fromStays = async (db: SqlExecutor, measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange): Promise<StockMatrix> => {
  const params = new Parameters();
  const facts = factsSql(measure, question, range, params);
  const { rows } = await db.query<{ bucket: string; key: string; value: number | string }>(
    `SELECT to_char(bucket, 'YYYY-MM-DD') AS bucket, key, count(*) AS value FROM (${facts}) facts GROUP BY 1, 2`,
    params.values,
  );
  const matrix: StockMatrix = new Map();
  for (const row of rows) {
    const points = matrix.get(row.key) ?? new Map<string, number>();
    points.set(row.bucket, Number(row.value));
    matrix.set(row.key, points);
  }
  return matrix;
};

/** The stock of a question: from the daily flows for what is known now, from the stays for an earlier moment. */
export const stockMatrix = (db: SqlExecutor, measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange): Promise<StockMatrix> =>
  question.asOf === undefined ? fromFlows(db, measure, question, range) : fromStays(db, measure, question, range);

/** The keys by their records summed over every interval, largest first, then by key: as the facts' count ranks them. */
export const rankedStockKeys = (matrix: StockMatrix): string[] =>
  rankedByTotal([...matrix].map(([key, points]) => [key, [...points.values()].reduce((total, value) => total + value, 0)] as const));
