import { findMeasure, statusMachineStatuses, type AnalyticsQuestion, type StatusDurationAnswer, type StatusSpanAnswer, type TimeInStatusAnswer } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { Parameters, factsSql, type DayRange } from '../../analytics/analytics-facts';
import { addDays } from '../report-request';
import type { StatusSpan, TimeInStatusRequest } from './time-in-status-request';

interface FiguresRow {
  count: number | string;
  mean: number | string | null;
  median: number | string | null;
  p90: number | string | null;
}

type Figures = Pick<StatusDurationAnswer, 'count' | 'meanSeconds' | 'medianSeconds' | 'p90Seconds'>;

/** Exact figures over the durations asked for: the mean and the 50th and 90th percentiles, interpolated. */
/** A duration fact's `measured` is its seconds. */
const FIGURES = `count(*)::int AS count, avg(measured) AS mean,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY measured) AS median, percentile_cont(0.9) WITHIN GROUP (ORDER BY measured) AS p90`;

const toMilliseconds = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value) * 1000) / 1000);

const figuresOf = (row: FiguresRow | undefined): Figures => ({
  count: Number(row?.count ?? 0),
  meanSeconds: toMilliseconds(row?.mean ?? null),
  medianSeconds: toMilliseconds(row?.median ?? null),
  p90Seconds: toMilliseconds(row?.p90 ?? null),
});

/** The days asked for as the analytics' range: an open end reaches as far as any instant can. */
const rangeOf = (request: TimeInStatusRequest): DayRange => ({
  start: request.from ?? '0001-01-01',
  end: request.to === null ? '9999-12-31' : addDays(request.to, 1),
});

/** The report as an analytics question of `kind` over the machine: the same facts the workbench counts, one computation. */
const questionOf = (request: TimeInStatusRequest, kind: 'stay' | 'span'): AnalyticsQuestion => ({
  measure: `${request.machine}.${kind}`,
  statistic: 'count',
  interval: 'year',
  from: request.from ?? '0001-01-01',
  to: request.to ?? '9999-12-30',
  top: 1,
  filters: {
    ...(request.agencyId === undefined ? {} : { agency: [request.agencyId] }),
    ...(request.partnerId === undefined ? {} : { partner: [request.partnerId] }),
  },
  ...(kind === 'stay' ? { groupBy: 'status' as const } : { fromStatus: request.span?.fromStatus, toStatus: request.span?.toStatus }),
});

/** Every stay that ended in the period, by the status it was a stay in. */
const stayFigures = async (db: SqlExecutor, request: TimeInStatusRequest): Promise<Map<number, Figures>> => {
  const question = questionOf(request, 'stay');
  const params = new Parameters();
  const facts = factsSql(findMeasure(question.measure)!, question, rangeOf(request), params);
  const { rows } = await db.query<FiguresRow & { status: number | string }>(`SELECT status, ${FIGURES} FROM (${facts}) facts GROUP BY status`, params.values);
  return new Map(rows.map((row) => [Number(row.status), figuresOf(row)]));
};

/** For each record that reached `toStatus` in the period: from its first arrival in `fromStatus` to its first arrival in `toStatus` after that. */
const spanFigures = async (db: SqlExecutor, request: TimeInStatusRequest, span: StatusSpan): Promise<StatusSpanAnswer> => {
  const question = questionOf({ ...request, span }, 'span');
  const params = new Parameters();
  const facts = factsSql(findMeasure(question.measure)!, question, rangeOf(request), params);
  const { rows } = await db.query<FiguresRow>(`SELECT ${FIGURES} FROM (${facts}) facts`, params.values);
  return { ...span, ...figuresOf(rows[0]) };
};

/** The time-in-status report over the analytics' facts (`factsSql`): exact figures, at the cost of the period's rows. */
export const readTimeInStatus = async (db: SqlExecutor, request: TimeInStatusRequest): Promise<TimeInStatusAnswer> => {
  const [stays, between] = await Promise.all([stayFigures(db, request), request.span ? spanFigures(db, request, request.span) : Promise.resolve(null)]);
  return {
    machine: request.machine,
    from: request.from,
    to: request.to,
    agencyId: request.agencyId ?? null,
    partnerId: request.partnerId ?? null,
    statuses: statusMachineStatuses[request.machine].map(({ id, key, label }) => ({ status: id, key, label, ...(stays.get(id) ?? figuresOf(undefined)) })),
    between,
  };
};
