import {
  analyticsComparisons,
  analyticsIntervals,
  findMeasure,
  analyticsStatuses,
  isDurationMeasure,
  type AnalyticsAsOf,
  type AnalyticsComparison,
  type AnalyticsDimension,
  type AnalyticsInterval,
  type AnalyticsMeasure,
  type AnalyticsQuestionInput,
  type AnalyticsStatistic,
  type StatusSpan,
} from '../api';
import { isCalendarDate } from '../i18n/calendar-dates';

/**
 * Over time: lines; stacked areas or bars, whose tops are the totals; bars stacked to 100 %, each
 * series its share. Over the whole period: a pipeline's funnel, one bar per stage; a duration's
 * distribution, how many records took how long.
 */
export const chartTypes = ['line', 'area', 'bar', 'percent', 'funnel', 'distribution'] as const;
export type ChartType = (typeof chartTypes)[number];

const STACKABLE: readonly ChartType[] = ['line', 'area', 'bar', 'percent'];

/** The machines whose statuses are a pipeline records move down, in their catalog's order. */
const PIPELINES: readonly AnalyticsMeasure['machine'][] = ['referral', 'posting'];

/** A funnel draws the arrivals in each status of a pipeline: its status changes, counted. */
export const isFunnelMeasure = (measure: AnalyticsMeasure): boolean => measure.kind === 'entered' && PIPELINES.includes(measure.machine);

/** The whole question and how it is drawn: everything a shared link must reproduce. */
export interface AnalyticsParams {
  measure: AnalyticsMeasure;
  statistic: AnalyticsStatistic;
  /** Undefined: one series of every record. */
  groupBy: AnalyticsDimension | undefined;
  /** Statuses of the measure's machine; none is every status. */
  statuses: number[];
  /** An administrator's one agency; others are held to their own by the server. */
  agencyId: string | undefined;
  interval: AnalyticsInterval;
  from: string;
  to: string;
  compareTo: AnalyticsComparison | undefined;
  /** What the log held at an instant of recorded time (ISO 8601, UTC) or at a log position; undefined for now. */
  asOf: AnalyticsAsOf | undefined;
  /** A span measure's two statuses; undefined for every other kind. */
  span: StatusSpan | undefined;
  chart: ChartType;
}

const DEFAULT_MEASURE = 'referral.entered';
const DEFAULT_INTERVAL: AnalyticsInterval = 'month';
const DEFAULT_CHART: ChartType = 'line';
/** The URL's word for "no split", since a split by status is the default. */
export const NO_SPLIT = 'none';
const PERIOD_MONTHS = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Today as the server counts days (UTC). */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The first day of the month `PERIOD_MONTHS - 1` months before today's: with today's month, the last 12 months. */
export const defaultFrom = (today: string): string => {
  const start = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - (PERIOD_MONTHS - 1));
  return start.toISOString().slice(0, 10);
};

/** A split the measure offers, status first where it has one: changes by status read best. */
const defaultGroupBy = (measure: AnalyticsMeasure): AnalyticsDimension | undefined => (measure.dimensions.includes('status') ? 'status' : undefined);

/**
 * The charts a question can be drawn as. Statistics that are not counts cannot be stacked: a sum of
 * medians means nothing. A funnel is for a pipeline's status changes, a distribution for durations
 * (whatever the statistic: it draws the durations themselves).
 */
export const chartTypesFor = (measure: AnalyticsMeasure, statistic: AnalyticsStatistic): readonly ChartType[] => [
  ...(statistic === 'count' ? STACKABLE : (['line'] as const)),
  ...(isFunnelMeasure(measure) ? (['funnel'] as const) : []),
  ...(isDurationMeasure(measure) ? (['distribution'] as const) : []),
];

/** Charts of the whole period rather than of each interval: the question's split and interval do not shape them. */
export const isWholePeriodChart = (chart: ChartType): boolean => chart === 'funnel' || chart === 'distribution';

/** A span runs from a machine's first status to its last unless the link names two others. */
export const defaultSpan = (measure: AnalyticsMeasure): StatusSpan => {
  const statuses = analyticsStatuses[measure.machine];
  return { fromStatus: statuses[0]!.id, toStatus: statuses.at(-1)!.id };
};

const oneOf = <Value extends string>(raw: string | null, allowed: readonly Value[]): Value | undefined => allowed.find((value) => value === raw);

const statusOf = (measure: AnalyticsMeasure, raw: string | null | undefined): number | undefined =>
  analyticsStatuses[measure.machine].find((entry) => String(entry.id) === raw)?.id;

const statusesFrom = (measure: AnalyticsMeasure, raw: string | null): number[] => {
  if (raw === null || !measure.dimensions.includes('status')) return [];
  const ids = raw.split(',').map((part) => statusOf(measure, part.trim()));
  // One unknown status makes the whole list suspect: show every status rather than a guess.
  if (ids.some((id) => id === undefined)) return [];
  return [...new Set(ids as number[])].sort((a, b) => a - b);
};

const spanFrom = (measure: AnalyticsMeasure, search: URLSearchParams): StatusSpan | undefined => {
  if (measure.kind !== 'span') return undefined;
  const fromStatus = statusOf(measure, search.get('fromStatus'));
  const toStatus = statusOf(measure, search.get('toStatus'));
  return fromStatus === undefined || toStatus === undefined || fromStatus === toStatus ? defaultSpan(measure) : { fromStatus, toStatus };
};

const groupByFrom = (measure: AnalyticsMeasure, raw: string | null): AnalyticsDimension | undefined => {
  if (raw === NO_SPLIT) return undefined;
  return measure.dimensions.find((dimension) => dimension === raw) ?? defaultGroupBy(measure);
};

const dayOf = (raw: string | null): string | undefined => (raw !== null && isCalendarDate(raw) ? raw : undefined);

/** Both days, in order; a missing, broken or reversed end gives the last 12 months. */
const periodFrom = (search: URLSearchParams, today: string): { from: string; to: string } => {
  const from = dayOf(search.get('from')) ?? defaultFrom(today);
  const to = dayOf(search.get('to')) ?? today;
  return from <= to ? { from, to } : { from: defaultFrom(today), to: today };
};

const instantOf = (raw: string | null): string | undefined => {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return undefined;
  const instant = new Date(raw);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
};

/** `asOf=` names an instant, or a log position by its bare number (as the audit log numbers events). */
const asOfFrom = (raw: string | null): AnalyticsAsOf | undefined => {
  if (raw !== null && /^\d{1,15}$/.test(raw)) return { position: Number(raw) };
  const instant = instantOf(raw);
  return instant === undefined ? undefined : { instant };
};

/** The URL's word for an as-of: the instant, or the position's number. */
export const asOfText = (asOf: AnalyticsAsOf): string => ('position' in asOf ? String(asOf.position) : asOf.instant);

/** The question in the URL, field by field: whatever a link gets wrong falls back to its default, never to an error. */
export const analyticsParamsFrom = (search: URLSearchParams, today: string = utcToday()): AnalyticsParams => {
  const measure = findMeasure(search.get('measure')) ?? findMeasure(DEFAULT_MEASURE)!;
  const statistic = measure.statistics.find((candidate) => candidate === search.get('statistic')) ?? 'count';
  const chart = oneOf(search.get('chart'), chartTypesFor(measure, statistic)) ?? DEFAULT_CHART;
  const agencyId = search.get('agency');
  return {
    measure,
    statistic,
    groupBy: groupByFrom(measure, search.get('groupBy')),
    statuses: statusesFrom(measure, search.get('status')),
    agencyId: agencyId !== null && UUID.test(agencyId) ? agencyId.toLowerCase() : undefined,
    interval: oneOf(search.get('interval'), analyticsIntervals) ?? DEFAULT_INTERVAL,
    ...periodFrom(search, today),
    compareTo: oneOf(search.get('compareTo'), analyticsComparisons),
    asOf: asOfFrom(search.get('asOf')),
    span: spanFrom(measure, search),
    chart,
  };
};

/** The URL of a question: only what differs from the defaults, so a plain link stays short. */
export const analyticsSearchFrom = (params: AnalyticsParams, today: string = utcToday()): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.measure.key !== DEFAULT_MEASURE) search.set('measure', params.measure.key);
  if (params.statistic !== 'count') search.set('statistic', params.statistic);
  if (params.groupBy !== defaultGroupBy(params.measure)) search.set('groupBy', params.groupBy ?? NO_SPLIT);
  if (params.statuses.length > 0) search.set('status', params.statuses.join(','));
  if (params.agencyId !== undefined) search.set('agency', params.agencyId);
  if (params.interval !== DEFAULT_INTERVAL) search.set('interval', params.interval);
  // Days are named once either moves: "the last 12 months" stays a rolling window only while untouched.
  if (params.from !== defaultFrom(today) || params.to !== today) {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  if (params.compareTo !== undefined) search.set('compareTo', params.compareTo);
  if (params.asOf !== undefined) search.set('asOf', asOfText(params.asOf));
  if (params.span !== undefined) {
    search.set('fromStatus', String(params.span.fromStatus));
    search.set('toStatus', String(params.span.toStatus));
  }
  if (params.chart !== DEFAULT_CHART) search.set('chart', params.chart);
  return search;
};

/**
 * The same question with another measure: what still fits it is kept (the days, the interval,
 * the comparison, the statistic when it has it), the rest goes back to the measure's defaults.
 */
export const withMeasure = (params: AnalyticsParams, measure: AnalyticsMeasure): AnalyticsParams => {
  const statistic = measure.statistics.includes(params.statistic) ? params.statistic : 'count';
  return {
    ...params,
    measure,
    statistic,
    groupBy: params.groupBy !== undefined && measure.dimensions.includes(params.groupBy) ? params.groupBy : defaultGroupBy(measure),
    statuses: measure.machine === params.measure.machine && measure.dimensions.includes('status') ? params.statuses : [],
    span: measure.kind !== 'span' ? undefined : measure.machine === params.measure.machine && params.span !== undefined ? params.span : defaultSpan(measure),
    chart: chartTypesFor(measure, statistic).includes(params.chart) ? params.chart : DEFAULT_CHART,
  };
};

/** A statistic change keeps the chart only where that chart can draw it. */
export const withStatistic = (params: AnalyticsParams, statistic: AnalyticsStatistic): AnalyticsParams => ({
  ...params,
  statistic,
  chart: chartTypesFor(params.measure, statistic).includes(params.chart) ? params.chart : DEFAULT_CHART,
});

/**
 * `POST /api/analytics/query`'s body: the URL's question, nothing about how it is drawn but that a
 * funnel's stages are the series of a split by status (summed over the period), and that a chart of
 * the whole period asks for no comparison.
 */
export const questionOf = (params: AnalyticsParams): AnalyticsQuestionInput => ({
  measure: params.measure.key,
  statistic: params.statistic,
  interval: params.interval,
  from: params.from,
  to: params.to,
  filters: {
    ...(params.statuses.length === 0 ? {} : { status: params.statuses }),
    ...(params.agencyId === undefined ? {} : { agency: [params.agencyId] }),
  },
  ...(params.chart === 'funnel' ? { groupBy: 'status' as const } : params.groupBy === undefined ? {} : { groupBy: params.groupBy }),
  // A chart of the whole period draws no comparison: none is asked for.
  ...(params.compareTo === undefined || isWholePeriodChart(params.chart) ? {} : { compareTo: params.compareTo }),
  ...(params.asOf === undefined ? {} : { asOf: params.asOf }),
  ...(params.span === undefined ? {} : { fromStatus: params.span.fromStatus, toStatus: params.span.toStatus }),
});
