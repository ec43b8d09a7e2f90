import { statusMachines, type StatusMachine } from '../report/status-machines';
import { activityMachines, type ActivityMachine, type AnalyticsMachine } from './activities';

/** What a point's value says of the facts behind it. */
export const analyticsStatistics = ['count', 'sum', 'mean', 'median', 'p90'] as const;
export type AnalyticsStatistic = (typeof analyticsStatistics)[number];

/** What a series may be split by, and filtered on: always shown by name, never by id. */
export const analyticsDimensions = ['agency', 'partner', 'status', 'careService', 'province', 'city', 'profession', 'payer', 'authorRole'] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

export const analyticsIntervals = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type AnalyticsInterval = (typeof analyticsIntervals)[number];

/** The units a measure's values are in: records counted, seconds between two instants, or money in minor units (cents). */
export const analyticsUnits = ['records', 'seconds', 'money'] as const;
export type AnalyticsUnit = (typeof analyticsUnits)[number];

/**
 * How a measure is computed from the durations read model (one row per stay of a record in a status):
 * - `started`: the records created in the interval (a referral opened, a posting created), by their first status;
 * - `entered`: the stays that began in the interval, by the status entered (a status change, or a record's first status);
 * - `stock`: the records in a status at the end of the interval;
 * - `stay`: the stays that ended in the interval, how long each lasted;
 * - `span`: from a record's first entering one status to its first entering another after it, by when it got there.
 * And from the activity facts (one row per thing that happened, replaced by a correction from its position on):
 * - `occurred`: what happened to tasks, notes and doses, by what it was (a dose by when it was due);
 * - `amount`: money billed, by the day of the bill; a subscription's unit price, by the day it starts;
 * - `metric`: a referral's report metric, the time between two of its milestones, by the day of the later one.
 */
export const measureKinds = ['started', 'entered', 'stock', 'stay', 'span', 'occurred', 'amount', 'metric'] as const;
export type MeasureKind = (typeof measureKinds)[number];

export interface AnalyticsMeasure {
  /** `{machine}.{kind}`: `referral.entered`, `posting.span`. */
  readonly key: string;
  readonly machine: AnalyticsMachine;
  readonly kind: MeasureKind;
  readonly unit: AnalyticsUnit;
  readonly statistics: readonly AnalyticsStatistic[];
  readonly dimensions: readonly AnalyticsDimension[];
}

const DURATION_STATISTICS: readonly AnalyticsStatistic[] = ['count', 'mean', 'median', 'p90'];

/** What each machine's records are counted under: their owners, their place (their patient's), what they are for. */
const MACHINE_DIMENSIONS: Record<StatusMachine, readonly AnalyticsDimension[]> = {
  assessment: ['agency', 'partner', 'status', 'careService', 'province', 'city'],
  posting: ['agency', 'partner', 'status', 'careService', 'province', 'city'],
  referral: ['agency', 'partner', 'status', 'province', 'city'],
  caregiver: ['agency', 'status', 'profession'],
  payment: ['agency', 'partner', 'status', 'province', 'city'],
};

const statusMeasureOf = (machine: StatusMachine, kind: MeasureKind): AnalyticsMeasure => ({
  key: `${machine}.${kind}`,
  machine,
  kind,
  unit: kind === 'stay' || kind === 'span' ? 'seconds' : 'records',
  statistics: kind === 'stay' || kind === 'span' ? DURATION_STATISTICS : ['count'],
  // A span runs between two statuses the question names: it is not split by one.
  dimensions: kind === 'span' ? MACHINE_DIMENSIONS[machine].filter((dimension) => dimension !== 'status') : MACHINE_DIMENSIONS[machine],
});

const STATUS_KINDS: readonly MeasureKind[] = ['started', 'entered', 'stock', 'stay', 'span'];

/** Tasks, doses and notes count under their patient's agency, partner and place; a note also under its author's role. */
const ACTIVITY_DIMENSIONS: Record<ActivityMachine, readonly AnalyticsDimension[]> = {
  task: ['agency', 'partner', 'status', 'province', 'city'],
  note: ['agency', 'partner', 'status', 'province', 'city', 'authorRole'],
  dose: ['agency', 'partner', 'status', 'province', 'city'],
};

const activityMeasureOf = (machine: ActivityMachine): AnalyticsMeasure => ({
  key: `${machine}.occurred`,
  machine,
  kind: 'occurred',
  unit: 'records',
  statistics: ['count'],
  dimensions: ACTIVITY_DIMENSIONS[machine],
});

/** Bills: every amount is in the platform's one billing currency, which the answer names. */
const billedAmount: AnalyticsMeasure = {
  key: 'payment.amount',
  machine: 'payment',
  kind: 'amount',
  unit: 'money',
  statistics: ['sum', 'mean', 'median', 'p90', 'count'],
  dimensions: ['agency', 'partner', 'province', 'city', 'payer'],
};

/** Subscriptions: the unit price each was sold at, in the billing currency; a cancelled one still counts. */
const subscribedAmount: AnalyticsMeasure = {
  key: 'subscription.amount',
  machine: 'subscription',
  kind: 'amount',
  unit: 'money',
  statistics: ['sum', 'mean', 'median', 'p90', 'count'],
  dimensions: ['agency', 'partner', 'province', 'city'],
};

/** The six referral report metrics as one duration: split or filtered by `status`, which holds the metric. */
const referralMetric: AnalyticsMeasure = {
  key: 'referral.metric',
  machine: 'referralMetric',
  kind: 'metric',
  unit: 'seconds',
  statistics: DURATION_STATISTICS,
  dimensions: ['agency', 'partner', 'status', 'province', 'city'],
};

/** Every measure, machine by machine: the catalogue `GET /api/analytics/measures` serves. */
export const analyticsMeasures: readonly AnalyticsMeasure[] = [
  ...statusMachines.flatMap((machine) => STATUS_KINDS.map((kind) => statusMeasureOf(machine, kind))),
  billedAmount,
  ...activityMachines.map(activityMeasureOf),
  referralMetric,
  subscribedAmount,
];

/** Measures whose facts each last a while: their records' durations can be drawn as a distribution. */
export const isDurationMeasure = (measure: AnalyticsMeasure): boolean => measure.kind === 'stay' || measure.kind === 'span' || measure.kind === 'metric';

export const findMeasure = (key: unknown): AnalyticsMeasure | undefined => analyticsMeasures.find((measure) => measure.key === key);

/** The longest a series may run, in points: a question beyond it is refused rather than drawn unreadably. */
export const MAX_ANALYTICS_POINTS = 400;

/** A split shows its largest keys as series and the rest as one "other" series. */
export const DEFAULT_ANALYTICS_TOP = 8;
export const MAX_ANALYTICS_TOP = 20;
export const OTHER_SERIES_KEY = 'other';

/** A distribution's bins: as many as asked, within these bounds, plus one open bin for the longest tail. */
export const DEFAULT_DISTRIBUTION_BINS = 12;
export const MIN_DISTRIBUTION_BINS = 2;
export const MAX_DISTRIBUTION_BINS = 40;
