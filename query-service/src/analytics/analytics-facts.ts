import { intervalStarts, type AnalyticsAsOf, type AnalyticsDimension, type AnalyticsInterval, type AnalyticsMeasure, type AnalyticsQuestion } from '@careledger/domain';
import { addDays } from '../report/report-request';

/** `$n` placeholders numbered as values are added, so one value may be named in several places. */
export class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Whole intervals: the first day of the first, and the first day after the last. */
export interface DayRange {
  start: string;
  end: string;
}

export const lastDayOf = (range: DayRange): string => addDays(range.end, -1);

/** The first day of every interval of the range: a series' points. */
export const rangeStarts = (range: DayRange, interval: AnalyticsInterval): string[] => intervalStarts(range.start, lastDayOf(range), interval);

/** A statistic as answered: to the thousandth. */
export const rounded = (value: number): number => Math.round(value * 1000) / 1000;

/** Keys by their totals, largest first, ties byte by byte whatever the database's collation: how every split ranks its series. */
export const rankedByTotal = (totals: Iterable<readonly [key: string, total: number]>): string[] =>
  [...totals].sort(([a, first], [b, second]) => second - first || (a < b ? -1 : a > b ? 1 : 0)).map(([key]) => key);

export const KEY_COLUMN: Record<AnalyticsDimension, string> = {
  agency: 'agency_id',
  partner: 'partner_id',
  status: 'status::text',
  careService: 'care_service',
  province: 'province',
  city: 'city',
  profession: 'profession',
  payer: 'payer_id',
  authorRole: 'author_role',
};

const bucketOf = (interval: AnalyticsInterval, column: string): string => `date_trunc('${interval}', ${column} AT TIME ZONE 'UTC')::date`;

const instantOf = (day: string): string => `${day}T00:00:00.000Z`;

/** The question's filters on the stay row `alias`: the dimensions it names, each to any of its values. */
export const filterConditions = (question: AnalyticsQuestion, params: Parameters, alias: string): string[] => [
  ...(question.filters.agency === undefined ? [] : [`${alias}.agency_id = ANY(${params.add(question.filters.agency)}::text[])`]),
  ...(question.filters.partner === undefined ? [] : [`${alias}.partner_id = ANY(${params.add(question.filters.partner)}::text[])`]),
  ...(question.filters.status === undefined ? [] : [`${alias}.status = ANY(${params.add(question.filters.status)}::int[])`]),
  ...(question.filters.careService === undefined ? [] : [`${alias}.care_service = ANY(${params.add(question.filters.careService.map(String))}::text[])`]),
  ...(question.filters.province === undefined ? [] : [`${alias}.province = ANY(${params.add(question.filters.province)}::text[])`]),
  ...(question.filters.city === undefined ? [] : [`${alias}.city = ANY(${params.add(question.filters.city)}::text[])`]),
  ...(question.filters.profession === undefined ? [] : [`${alias}.profession = ANY(${params.add(question.filters.profession)}::text[])`]),
  ...(question.filters.payer === undefined ? [] : [`${alias}.payer_id = ANY(${params.add(question.filters.payer)}::text[])`]),
  ...(question.filters.authorRole === undefined ? [] : [`${alias}.author_role = ANY(${params.add(question.filters.authorRole.map(String))}::text[])`]),
];

/** Known as of: an event's position at most the one asked for, or its recorded time at most the instant. */
const knownBy = (asOf: AnalyticsAsOf | undefined, params: Parameters, position: string, instant: string): string | null => {
  if (asOf === undefined) return null;
  return 'position' in asOf ? `${position} <= ${params.add(asOf.position)}` : `${instant} <= ${params.add(asOf.instant)}::timestamptz`;
};

/**
 * The events a fact turns on: the one that made it known (`known_*`) and, for a stock, the one
 * that ends it (`gone_*`, a record leaving the status). What changed between two positions is read from them.
 */
const moves = (knownPosition: string, knownAt: string, gonePosition = 'NULL::bigint', goneAt = 'NULL::timestamptz'): string =>
  `${knownPosition} AS known_position, ${knownAt} AS known_at, ${gonePosition} AS gone_position, ${goneAt} AS gone_at`;

const where = (conditions: (string | null)[]): string => conditions.filter((condition): condition is string => condition !== null).join(' AND ');

/**
 * The facts behind a question over `range`, one row per fact (its interval `bucket`, series `key`,
 * record, status, instant `at`, what it `measured` (a duration's seconds, a bill's minor units), agency and partner, and the events it turns on), from the durations read model
 * (`status_intervals`, one row per stay of a record in a status, with the log positions of the
 * events that opened and closed it). Arrivals, stays and spans read an index that ends in their
 * instant, so their cost follows the period asked for; a stock's facts read every stay begun before
 * each interval's end, which is why a stock known now is summed from the daily flows instead
 * (analytics-stock.ts). `asOf` leaves out what the log did not hold yet.
 */
export const factsSql = (measure: AnalyticsMeasure, question: AnalyticsQuestion, range: DayRange, params: Parameters): string => {
  const machine = params.add(measure.machine);
  // Added where used: PostgreSQL refuses a parameter no statement names.
  const inRange = (column: string) => [`${column} >= ${params.add(instantOf(range.start))}::timestamptz`, `${column} < ${params.add(instantOf(range.end))}::timestamptz`];
  const key = (alias: string) => (question.groupBy === undefined ? `'all'` : `${alias}.${KEY_COLUMN[question.groupBy]}`);
  const { asOf } = question;
  switch (measure.kind) {
    case 'started':
    case 'entered':
      return `SELECT ${bucketOf(question.interval, 's.entered_at')} AS bucket, ${key('s')} AS key, s.record_id, s.status::int AS status, s.entered_at AS at,
          NULL::float8 AS measured, s.agency_id, s.partner_id, ${moves('s.entered_position', 's.entered_at')}
        FROM status_intervals s
        WHERE ${where([`s.machine = ${machine}`, measure.kind === 'started' ? 's.seq = 0' : null, ...inRange('s.entered_at'), knownBy(asOf, params, 's.entered_position', 's.entered_at'), ...filterConditions(question, params, 's')])}`;
    case 'stay':
      return `SELECT ${bucketOf(question.interval, 's.left_at')} AS bucket, ${key('s')} AS key, s.record_id, s.status::int AS status, s.left_at AS at,
          s.seconds AS measured, s.agency_id, s.partner_id, ${moves('s.left_position', 's.left_at')}
        FROM status_intervals s
        WHERE ${where([`s.machine = ${machine}`, 's.left_at IS NOT NULL', ...inRange('s.left_at'), knownBy(asOf, params, 's.left_position', 's.left_at'), ...filterConditions(question, params, 's')])}`;
    case 'stock': {
      // The end of each interval, or the moment known, whichever is first: the ongoing interval is counted as it stands.
      const knownUntil = asOf === undefined ? 'now()' : 'instant' in asOf ? `${params.add(asOf.instant)}::timestamptz` : 'now()';
      const stillThere = asOf !== undefined && 'position' in asOf ? `(s.left_at IS NULL OR s.left_at >= b.end_at OR s.left_position > ${params.add(asOf.position)})` : '(s.left_at IS NULL OR s.left_at >= b.end_at)';
      // Steps in UTC calendar time, whatever the session's time zone: a month is a month in UTC.
      return `SELECT b.bucket, ${key('s')} AS key, s.record_id, s.status::int AS status, b.end_at AS at, NULL::float8 AS measured, s.agency_id, s.partner_id,
          ${moves('s.entered_position', 's.entered_at', 's.left_position', 's.left_at')}
        FROM (
          SELECT step::date AS bucket, least((step + ${intervalLength(question.interval)}) AT TIME ZONE 'UTC', ${knownUntil}) AS end_at
          FROM generate_series(${params.add(range.start)}::timestamp, ${params.add(range.end)}::timestamp - interval '1 day', ${intervalLength(question.interval)}) AS step
          WHERE step AT TIME ZONE 'UTC' <= ${knownUntil}
        ) b
        JOIN status_intervals s ON s.machine = ${machine} AND s.entered_at < b.end_at AND ${stillThere}
        WHERE ${where([knownBy(asOf, params, 's.entered_position', 's.entered_at'), ...filterConditions(question, params, 's')]) || 'TRUE'}`;
    }
    case 'occurred':
    case 'amount':
    case 'metric': {
      // The facts that stood at the moment asked for: known by then, and not yet replaced by a correction or void.
      const standing =
        asOf === undefined
          ? 'f.gone_position IS NULL'
          : 'position' in asOf
            ? `f.known_position <= ${params.add(asOf.position)} AND (f.gone_position IS NULL OR f.gone_position > ${params.add(asOf.position)})`
            : `f.known_at <= ${params.add(asOf.instant)}::timestamptz AND (f.gone_at IS NULL OR f.gone_at > ${params.add(asOf.instant)}::timestamptz)`;
      return `SELECT ${bucketOf(question.interval, 'f.at')} AS bucket, ${key('f')} AS key, f.record_id, f.status::int AS status, f.at,
          f.amount::float8 AS measured, f.agency_id, f.partner_id, ${moves('f.known_position', 'f.known_at', 'f.gone_position', 'f.gone_at')}
        FROM activity_facts f
        WHERE ${where([`f.machine = ${machine}`, ...inRange('f.at'), standing, ...filterConditions(question, params, 'f')])}`;
    }
    case 'span': {
      const fromStatus = params.add(question.fromStatus);
      const toStatus = params.add(question.toStatus);
      return `SELECT ${bucketOf(question.interval, 'arrival.entered_at')} AS bucket, ${key('arrival')} AS key, arrival.record_id, arrival.status::int AS status,
          arrival.entered_at AS at, greatest(0, extract(epoch FROM arrival.entered_at - departure.entered_at))::float8 AS measured, arrival.agency_id, arrival.partner_id,
          ${moves('arrival.entered_position', 'arrival.entered_at')}
        FROM (
          SELECT DISTINCT s.record_id FROM status_intervals s
          WHERE ${where([`s.machine = ${machine}`, `s.status = ${toStatus}`, ...inRange('s.entered_at'), ...filterConditions(question, params, 's')])}
        ) candidate
        CROSS JOIN LATERAL (
          SELECT seq, entered_at FROM status_intervals
          WHERE machine = ${machine} AND record_id = candidate.record_id AND status = ${fromStatus} ORDER BY seq LIMIT 1
        ) departure
        CROSS JOIN LATERAL (
          SELECT * FROM status_intervals
          WHERE machine = ${machine} AND record_id = candidate.record_id AND status = ${toStatus} AND seq > departure.seq ORDER BY seq LIMIT 1
        ) arrival
        WHERE ${where([...inRange('arrival.entered_at'), knownBy(asOf, params, 'arrival.entered_position', 'arrival.entered_at')])}`;
    }
  }
};

const intervalLength = (interval: AnalyticsInterval): string => {
  switch (interval) {
    case 'day':
      return `interval '1 day'`;
    case 'week':
      return `interval '7 days'`;
    case 'month':
      return `interval '1 month'`;
    case 'quarter':
      return `interval '3 months'`;
    case 'year':
      return `interval '1 year'`;
  }
};
