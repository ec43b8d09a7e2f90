import type { ReferralMilestone } from '@careledger/domain';

export const reportTypes = ['referrals', 'assessments', 'postings', 'notes', 'patients', 'payments'] as const;
export type ReportType = (typeof reportTypes)[number];

/**
 * The referral report metrics as bucket measures: each counts the referrals (by the day they were
 * opened) whose two dates are known and sums the days between them. `null` starts at the opening.
 */
export const referralMetricSpans: Readonly<Record<string, readonly [from: ReferralMilestone | null, to: ReferralMilestone]>> = {
  hospitalStay: ['hospital-admission', 'hospital-discharge'],
  homeStay: ['move-in', 'move-out'],
  toOnSiteVisit: [null, 'on-site-visit'],
  toApproved: [null, 'approved'],
  toAccepted: [null, 'accepted'],
  toMoveIn: [null, 'move-in'],
};
