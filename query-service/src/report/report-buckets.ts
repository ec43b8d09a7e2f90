import type { SqlExecutor } from '@careledger/storage';
import { Conditions } from '../reference/reference-query';
import type { ReportInterval } from '@careledger/domain';
import type { DayRange, ReportFilter, ReportType } from './report-request';

export interface Totals {
  count: number;
  sum: number;
}

/** Totals by `report:measure`. */
export type TotalsByMeasure = ReadonlyMap<string, Totals>;

const dimensions = (filter: ReportFilter): Conditions =>
  new Conditions().add((p) => `agency_id = ${p}`, filter.agencyId).add((p) => `partner_id = ${p}`, filter.partnerId);

const totalsOf = (rows: readonly { report: string; measure: string; count: number | string; sum: number | string }[]): TotalsByMeasure =>
  new Map(rows.map((row) => [`${row.report}:${row.measure}`, { count: Number(row.count), sum: Number(row.sum) }]));

/** What happened in the days of `range`, every measure of every report. */
export const flowTotals = async (db: SqlExecutor, filter: ReportFilter, range: DayRange): Promise<TotalsByMeasure> => {
  const where = dimensions(filter).add((p) => `day >= ${p}::date`, range.from ?? undefined).add((p) => `day <= ${p}::date`, range.to ?? undefined);
  const { rows } = await db.query<{ report: string; measure: string; count: number | string; sum: number | string }>(
    `SELECT report, measure, sum(count) AS count, sum(sum) AS sum FROM report_buckets WHERE ${where.where} GROUP BY report, measure`,
    where.params,
  );
  return totalsOf(rows);
};

/** Levels (the +1/-1 measures) as they stood at the end of `to`: every change up to that day. */
export const levelsAt = async (db: SqlExecutor, filter: ReportFilter, to: string | null, measures: readonly (readonly [ReportType, string])[]): Promise<TotalsByMeasure> => {
  const where = dimensions(filter)
    .add((p) => `(report || ':' || measure) = ANY(${p}::text[])`, measures.map(([report, measure]) => `${report}:${measure}`))
    .add((p) => `day <= ${p}::date`, to ?? undefined);
  const { rows } = await db.query<{ report: string; measure: string; count: number | string; sum: number | string }>(
    `SELECT report, measure, sum(count) AS count, sum(sum) AS sum FROM report_buckets WHERE ${where.where} GROUP BY report, measure`,
    where.params,
  );
  return totalsOf(rows);
};

export interface SeriesPoint extends Totals {
  /** The first day of the day, ISO week (Monday) or month. */
  start: string;
}

/** One measure per day, week or month; periods without any bucket are left out. */
export const measureSeries = async (db: SqlExecutor, report: ReportType, measure: string, filter: ReportFilter, interval: ReportInterval): Promise<SeriesPoint[]> => {
  const where = dimensions(filter)
    .add((p) => `report = ${p}`, report)
    .add((p) => `measure = ${p}`, measure)
    .add((p) => `day >= ${p}::date`, filter.from ?? undefined)
    .add((p) => `day <= ${p}::date`, filter.to ?? undefined);
  const { rows } = await db.query<{ start: string; count: number | string; sum: number | string }>(
    `SELECT to_char(date_trunc('${interval}', day::timestamp), 'YYYY-MM-DD') AS start, sum(count) AS count, sum(sum) AS sum
     FROM report_buckets WHERE ${where.where} GROUP BY 1 ORDER BY 1`,
    where.params,
  );
  return rows.map((row) => ({ start: row.start, count: Number(row.count), sum: Number(row.sum) }));
};

/** The daily buckets' three reads, from whichever store keeps them. */
export interface ReportBucketReads {
  flowTotals(filter: ReportFilter, range: DayRange): Promise<TotalsByMeasure>;
  levelsAt(filter: ReportFilter, to: string | null, measures: readonly (readonly [ReportType, string])[]): Promise<TotalsByMeasure>;
  measureSeries(report: ReportType, measure: string, filter: ReportFilter, interval: ReportInterval): Promise<SeriesPoint[]>;
}

/** The buckets in PostgreSQL (or PGlite): `report_buckets`. */
export const sqlReportBuckets = (db: SqlExecutor): ReportBucketReads => ({
  flowTotals: (filter, range) => flowTotals(db, filter, range),
  levelsAt: (filter, to, measures) => levelsAt(db, filter, to, measures),
  measureSeries: (report, measure, filter, interval) => measureSeries(db, report, measure, filter, interval),
});
