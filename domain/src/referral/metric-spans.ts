import { ReferralReportMetric, type ReferralReportMetricId } from '../catalog/referrals';
import type { ReferralMilestone } from './milestones';

/**
 * The six referral report metrics (catalog `referralReportMetrics`), each the time between two
 * milestones: `from` null starts at the day the referral was opened. The referral report's buckets
 * and the analytics' `referral.metric` facts are both computed from this one definition.
 */
export const referralMetricSpans = {
  hospitalStay: ['hospital-admission', 'hospital-discharge'],
  homeStay: ['move-in', 'move-out'],
  toOnSiteVisit: [null, 'on-site-visit'],
  toApproved: [null, 'approved'],
  toAccepted: [null, 'accepted'],
  toMoveIn: [null, 'move-in'],
} as const satisfies Readonly<Record<string, readonly [from: ReferralMilestone | null, to: ReferralMilestone]>>;

export type ReferralMetricSpan = keyof typeof referralMetricSpans;

/** Each span's metric in the catalog: the id the analytics count it by. */
export const referralMetricIds: Readonly<Record<ReferralMetricSpan, ReferralReportMetricId>> = {
  hospitalStay: ReferralReportMetric.AVERAGE_HOSPITAL_LENGTH_OF_STAY,
  homeStay: ReferralReportMetric.HCH_LENGTH_OF_STAY,
  toOnSiteVisit: ReferralReportMetric.CREATED_TO_ON_SITE_VISIT,
  toApproved: ReferralReportMetric.CREATED_TO_APPROVED,
  toAccepted: ReferralReportMetric.CREATED_TO_ACCEPTED,
  toMoveIn: ReferralReportMetric.CREATED_TO_MOVE_IN,
};
