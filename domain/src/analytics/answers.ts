import { z } from 'zod';
import { calendarDayAnswer, collectionAnswer, instantAnswer, pageAnswer } from '../shared/answers';
import { statusMachines } from '../report/status-machines';
import { activityMachines, measuredMachines } from './activities';
import { analyticsDimensions, analyticsIntervals, analyticsStatistics, analyticsUnits, measureKinds } from './measures';
import { analyticsAsOf, analyticsComparisons } from './question';

/** Every kind of record a measure counts. */
const analyticsMachine = z.enum([...statusMachines, ...activityMachines, ...measuredMachines]);

/** One measure of `GET /api/analytics/measures`, labelled in the reader's language. */
export const analyticsMeasureAnswer = z.strictObject({
  key: z.string(),
  label: z.string(),
  machine: analyticsMachine,
  kind: z.enum(measureKinds),
  unit: z.enum(analyticsUnits),
  statistics: z.array(z.enum(analyticsStatistics)),
  dimensions: z.array(z.enum(analyticsDimensions)),
});
export type AnalyticsMeasureAnswer = z.infer<typeof analyticsMeasureAnswer>;

export const analyticsCatalogueAnswer = collectionAnswer(analyticsMeasureAnswer);
export type AnalyticsCatalogueAnswer = z.infer<typeof analyticsCatalogueAnswer>;

/** A point of a series: the first day of its interval, and the statistic there (null: nothing to take a mean or percentile of). */
export const analyticsPointAnswer = z.strictObject({ at: calendarDayAnswer, value: z.number().nullable() });

/** `all` when the question splits nothing; `other` for the keys beyond the top ones. */
export const analyticsSeriesAnswer = z.strictObject({ key: z.string(), label: z.string(), points: z.array(analyticsPointAnswer) });
export type AnalyticsSeriesAnswer = z.infer<typeof analyticsSeriesAnswer>;

const seriesSet = {
  from: calendarDayAnswer,
  to: calendarDayAnswer,
  series: z.array(analyticsSeriesAnswer),
  /** The statistic over the whole period (a count's total; a duration's figure over every fact, not a mean of means). */
  total: z.number().nullable(),
};

export const analyticsComparisonAnswer = z.strictObject({ compareTo: z.enum(analyticsComparisons), ...seriesSet });

/** `POST /api/analytics/query`. */
export const analyticsAnswer = z.strictObject({
  measure: z.string(),
  statistic: z.enum(analyticsStatistics),
  interval: z.enum(analyticsIntervals),
  unit: z.enum(analyticsUnits),
  /** The currency of a money measure's amounts (ISO 4217); null for any other unit. */
  currency: z.string().length(3).nullable(),
  ...seriesSet,
  comparison: analyticsComparisonAnswer.nullable(),
  /** Null for what is known now; else the question's own `asOf`: what the log held at that position or instant. */
  asOf: analyticsAsOf.nullable(),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;

/** One record behind a point: the fact that counted it, and where its history is read. */
export const analyticsFactAnswer = z.strictObject({
  recordId: z.string(),
  machine: analyticsMachine,
  /** The status the fact is about (entered, held, or the span's end), by id and label. */
  status: z.number().int(),
  statusLabel: z.string(),
  /** When the fact happened: a status entered, a stay ended, a span reached. */
  at: instantAnswer,
  /** For a duration: the seconds it lasted. */
  seconds: z.number().nonnegative().nullable(),
  /** For money: the amount in minor units, in the answer's currency. */
  amount: z.number().int().nullable(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  partnerId: z.string().nullable(),
  partnerName: z.string().nullable(),
});
export type AnalyticsFactAnswer = z.infer<typeof analyticsFactAnswer>;

/** `POST /api/analytics/drill`: for a count, `total` is the point's value. */
export const analyticsDrillAnswer = pageAnswer(analyticsFactAnswer);
export type AnalyticsDrillAnswer = z.infer<typeof analyticsDrillAnswer>;

/** One bin of a distribution: the durations from `from` days (included) to `to` days (excluded; null for the open last bin). */
export const analyticsBinAnswer = z.strictObject({
  from: z.number().nonnegative(),
  to: z.number().positive().nullable(),
  count: z.number().int().nonnegative(),
});
export type AnalyticsBinAnswer = z.infer<typeof analyticsBinAnswer>;

/**
 * `POST /api/analytics/distribution`: how many of the question's durations fall in each bin, over
 * the same whole intervals as its answer; `total` is their count (the answer's total for `count`).
 * No bins when there is no duration.
 */
export const analyticsDistributionAnswer = z.strictObject({
  measure: z.string(),
  from: calendarDayAnswer,
  to: calendarDayAnswer,
  /** Every closed bin's width, in days. */
  binDays: z.number().positive(),
  bins: z.array(analyticsBinAnswer),
  total: z.number().int().nonnegative(),
  asOf: analyticsAsOf.nullable(),
});
export type AnalyticsDistributionAnswer = z.infer<typeof analyticsDistributionAnswer>;

/** How an event moved a question's facts: a record arrived in a status, or left it (a stay ended, a span reached). */
export const analyticsMoves = ['arrived', 'left'] as const;

/** One event that moved a question's figures between two positions. */
export const analyticsChangeAnswer = z.strictObject({
  position: z.number().int().nonnegative(),
  /** The event's type and stream, where the record's own stream holds it; null for an event of another stream (a card batch settling payments). */
  eventType: z.string().nullable(),
  streamId: z.string().nullable(),
  recordId: z.string(),
  machine: analyticsMachine,
  move: z.enum(analyticsMoves),
  status: z.number().int(),
  statusLabel: z.string(),
  /** When it happened (recorded time). */
  at: instantAnswer,
});
export type AnalyticsChangeAnswer = z.infer<typeof analyticsChangeAnswer>;

/** `POST /api/analytics/changes`, oldest first, with the positions it lies between. */
/** `since` as asked: a log position, or an instant (ISO 8601, UTC). */
export const analyticsChangesAnswer = pageAnswer(analyticsChangeAnswer).extend({ since: z.union([z.number().int().nonnegative(), z.iso.datetime()]), until: z.number().int().nonnegative() });
export type AnalyticsChangesAnswer = z.infer<typeof analyticsChangesAnswer>;
