/**
 * The dated steps of a shared-living referral, as clients name them. The six referral report
 * metrics (catalog `referralReportMetrics`) are computed from these dates.
 */
export const referralMilestones = [
  'hospital-admission',
  'hospital-discharge',
  'on-site-visit',
  'approved',
  'accepted',
  'move-in',
  'move-out',
] as const;

export type ReferralMilestone = (typeof referralMilestones)[number];

/** Calendar dates, YYYY-MM-DD, of the milestones recorded so far. */
export type ReferralMilestoneDates = Partial<Record<ReferralMilestone, string>>;

export const referralMilestoneLabels: Record<ReferralMilestone, string> = {
  'hospital-admission': 'hospital admission',
  'hospital-discharge': 'hospital discharge',
  'on-site-visit': 'on-site visit',
  approved: 'approval',
  accepted: 'acceptance',
  'move-in': 'move-in',
  'move-out': 'move-out',
};

/**
 * Steps of the placement the partner works on. A held referral's placement is paused, so these
 * wait until it is released: the history then shows when work resumed. What happens to the
 * patient regardless of the placement (a hospital stay, leaving the home) is recorded anyway.
 */
export const placementMilestones: readonly ReferralMilestone[] = ['on-site-visit', 'approved', 'accepted', 'move-in'];

export const isPlacementMilestone = (milestone: ReferralMilestone): boolean => placementMilestones.includes(milestone);

/**
 * Milestones that happen after the referral is made. A hospital stay usually begins before the
 * patient is referred, so its dates may precede the referral; move-out follows move-in.
 */
export const milestonesNotBeforeOpening: readonly ReferralMilestone[] = [...placementMilestones, 'move-out'];

/** Pairs whose dates must stay in order whichever of the two is recorded (or corrected) last. */
export const orderedMilestonePairs: readonly (readonly [first: ReferralMilestone, then: ReferralMilestone])[] = [
  ['hospital-admission', 'hospital-discharge'],
  ['move-in', 'move-out'],
];
