import { z } from 'zod';
import { statsKeys } from '../catalog/reporting';
import { calendarDayAnswer, countAnswer } from '../shared/answers';
import { reportIntervals, reportTypes } from './report-kinds';
import { statusMachines } from './status-machines';

/** A closed range of UTC days; null leaves that end open. */
export const reportDaysAnswer = z.strictObject({ from: calendarDayAnswer.nullable(), to: calendarDayAnswer.nullable() });
export type ReportDaysAnswer = z.infer<typeof reportDaysAnswer>;

export const patientTrendAnswer = z.strictObject({
  /** Patients registered in the period. */
  current: countAnswer,
  /** In the as long period just before; null for an open-ended period. */
  previous: countAnswer.nullable(),
  /** (current - previous) / previous in percent, one decimal; null when there is no previous figure or it is 0. */
  changePercent: z.number().nullable(),
});

/** Payments made paid in the period and their total in cents, and those voided. */
export const cardStatsAnswer = z.strictObject({ paid: countAnswer, paidCents: z.number().int(), voided: countAnswer });

type CountedStatsKey = Exclude<(typeof statsKeys)[number]['id'], 'patientTrend' | 'allCardStats'>;
const countedStats = Object.fromEntries(
  statsKeys.filter(({ id }) => id !== 'patientTrend' && id !== 'allCardStats').map(({ id }) => [id, countAnswer]),
) as Record<CountedStatsKey, typeof countAnswer>;

export const statisticsAnswer = z.strictObject({ ...countedStats, patientTrend: patientTrendAnswer, allCardStats: cardStatsAnswer });
export type StatisticsAnswer = z.infer<typeof statisticsAnswer>;

export const referralMetricAnswer = z.strictObject({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  /** Mean days, one decimal, over the referrals opened in the period with both dates; null when none has. */
  averageDays: z.number().nullable(),
  referrals: countAnswer,
});
export type ReferralMetricAnswer = z.infer<typeof referralMetricAnswer>;

/** `POST /api/reports/all/statistics`: every dashboard figure of the period. */
export const statisticsViewAnswer = z.strictObject({ period: reportDaysAnswer, stats: statisticsAnswer, referralMetrics: z.array(referralMetricAnswer) });
export type StatisticsViewAnswer = z.infer<typeof statisticsViewAnswer>;

export const graphPointAnswer = z.strictObject({
  /** First day of the day, ISO week or month. */
  start: calendarDayAnswer,
  count: countAnswer,
  sum: z.number(),
});

/** `POST /api/reports/{type}/graph`: periods without any event are left out. */
export const reportGraphAnswer = reportDaysAnswer.extend({
  type: z.enum(reportTypes),
  measure: z.string(),
  interval: z.enum(reportIntervals),
  data: z.array(graphPointAnswer),
});
export type ReportGraphAnswer = z.infer<typeof reportGraphAnswer>;

/** One row of a report page: flat, as the CSV export writes it. */
export const reportRowAnswer = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ReportRowAnswer = z.infer<typeof reportRowAnswer>;

/** Durations in seconds, to the millisecond; null when nothing was measured. */
const durationFigures = {
  count: countAnswer,
  meanSeconds: z.number().nonnegative().nullable(),
  medianSeconds: z.number().nonnegative().nullable(),
  /** The 90th percentile, interpolated between the two nearest durations (`percentile_cont`). */
  p90Seconds: z.number().nonnegative().nullable(),
};

/** The time records spent in one status: over the stays that ended in the period. */
export const statusDurationAnswer = z.strictObject({ status: z.number().int(), key: z.string(), label: z.string(), ...durationFigures });
export type StatusDurationAnswer = z.infer<typeof statusDurationAnswer>;

/** From first entering `fromStatus` to first entering `toStatus` after it, for records that got there in the period. */
export const statusSpanAnswer = z.strictObject({ fromStatus: z.number().int(), toStatus: z.number().int(), ...durationFigures });
export type StatusSpanAnswer = z.infer<typeof statusSpanAnswer>;

/** `GET /api/reports/time-in-status`: every status of the machine, in its catalog's order, and the span asked for. */
export const timeInStatusAnswer = reportDaysAnswer.extend({
  machine: z.enum(statusMachines),
  agencyId: z.string().nullable(),
  partnerId: z.string().nullable(),
  statuses: z.array(statusDurationAnswer),
  between: statusSpanAnswer.nullable(),
});
export type TimeInStatusAnswer = z.infer<typeof timeInStatusAnswer>;
