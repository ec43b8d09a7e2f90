import type { ReportType } from './report-request';

/**
 * The flow measures the report projector counts per day (projections/src/report): the first of
 * each is what a report's graph shows unless the request names another.
 */
export const flowMeasures: Readonly<Record<ReportType, readonly string[]>> = {
  referrals: ['opened', 'openedSharedLiving', 'openedDayProgram', 'closed'],
  assessments: ['created', 'completed', 'cancelled'],
  postings: ['created', 'filled', 'closed'],
  notes: ['created', 'published'],
  patients: ['registered', 'registeredByFamily', 'registeredByPartner'],
  payments: ['created', 'paid', 'voided'],
};

/** The referral report metrics (SPEC.md section 9), by id, and the bucket measure holding their days. */
export const referralMetricMeasures: Readonly<Record<number, string>> = {
  1: 'hospitalStay',
  2: 'homeStay',
  3: 'toOnSiteVisit',
  4: 'toApproved',
  5: 'toAccepted',
  6: 'toMoveIn',
};
