import { referralReportMetrics, type ReferralMetricAnswer, type StatisticsAnswer, type StatisticsViewAnswer } from '@careledger/domain';
import type { ReportBucketReads, TotalsByMeasure } from './report-buckets';
import { referralMetricMeasures } from './report-measures';
import { addDays, type DayRange, type ReportFilter, type ReportType } from './report-request';

const LEVELS: readonly (readonly [ReportType, string])[] = [
  ['assessments', 'active'],
  ['referrals', 'open'],
  ['referrals', 'onHold'],
  ['postings', 'onHold'],
];

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** The range of equal length just before `range`, when it has both ends. */
const previousRange = (range: DayRange): DayRange | null => {
  if (range.from === null || range.to === null) return null;
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
};

/**
 * Every dashboard figure from the daily buckets alone: flows are summed over the period's days,
 * levels (active, open, on hold) over every day up to its end.
 */
export const readStatistics = async (buckets: ReportBucketReads, filter: ReportFilter): Promise<StatisticsViewAnswer> => {
  const before = previousRange(filter);
  const [flows, levels, earlier] = await Promise.all([
    buckets.flowTotals(filter, filter),
    buckets.levelsAt(filter, filter.to, LEVELS),
    before ? buckets.flowTotals(filter, before) : Promise.resolve(null),
  ]);
  const count = (totals: TotalsByMeasure, report: ReportType, measure: string): number => totals.get(`${report}:${measure}`)?.count ?? 0;
  const current = count(flows, 'patients', 'registered');
  const previous = earlier ? count(earlier, 'patients', 'registered') : null;
  const stats: StatisticsAnswer = {
    userPatient: count(flows, 'patients', 'registeredByFamily'),
    partnerPatient: count(flows, 'patients', 'registeredByPartner'),
    referral: count(flows, 'referrals', 'opened'),
    patientTrend: { current, previous, changePercent: previous ? oneDecimal(((current - previous) / previous) * 100) : null },
    allCardStats: {
      paid: count(flows, 'payments', 'paid'),
      paidCents: flows.get('payments:paid')?.sum ?? 0,
      voided: count(flows, 'payments', 'voided'),
    },
    active: count(levels, 'assessments', 'active'),
    careCoordination: count(flows, 'assessments', 'created'),
    historical: count(flows, 'assessments', 'completed'),
    sharedLiving: count(flows, 'referrals', 'openedSharedLiving'),
    sharedLivingReferral: count(levels, 'referrals', 'open'),
    adultDayProgram: count(flows, 'referrals', 'openedDayProgram'),
    onHold: count(levels, 'referrals', 'onHold') + count(levels, 'postings', 'onHold'),
    postings: count(flows, 'postings', 'created'),
  };
  const referralMetrics = referralReportMetrics.map((metric): ReferralMetricAnswer => {
    const totals = flows.get(`referrals:${referralMetricMeasures[metric.id]}`);
    const referrals = totals?.count ?? 0;
    return { id: metric.id, key: metric.key, label: metric.label, averageDays: referrals > 0 ? oneDecimal((totals?.sum ?? 0) / referrals) : null, referrals };
  });
  return { period: { from: filter.from, to: filter.to }, stats, referralMetrics };
};
