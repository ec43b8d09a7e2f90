import { ReferralStatus } from '../catalog/referrals';
import { parseInstant } from '../shared/instant';
import {
  dischargeDateBeforeAdmission,
  dischargeDateInFuture,
  milestoneBeforeOpening,
  milestoneInFuture,
  milestonesOutOfOrder,
  milestoneUnchanged,
  milestoneWhileOnHold,
  moveInNotRecorded,
} from './errors';
import { isPlacementMilestone, milestonesNotBeforeOpening, orderedMilestonePairs, type ReferralMilestone } from './milestones';
import type { HeldReferral, OpenedReferral } from './state';

/** The calendar day (UTC) a command was received, YYYY-MM-DD. */
export const calendarDayOf = (now: string): string => new Date(parseInstant(now) ?? Number.NaN).toISOString().slice(0, 10);

/** Recorded milestones are facts, and the metrics would be skewed by a date that has not come. */
const notInFuture = (milestone: ReferralMilestone, date: string, today: string): void => {
  if (date > today) throw milestoneInFuture(milestone, date, today);
};

/** Dates compare as YYYY-MM-DD text, which orders them as the calendar does. */
const keepsPairsInOrder = (referral: OpenedReferral | HeldReferral, milestone: ReferralMilestone, date: string): void => {
  for (const [first, then] of orderedMilestonePairs) {
    const firstDate = milestone === first ? date : referral.milestones[first];
    const thenDate = milestone === then ? date : referral.milestones[then];
    if (firstDate !== undefined && thenDate !== undefined && thenDate < firstDate) throw milestonesOutOfOrder(first, firstDate, then, thenDate);
  }
};

/**
 * A milestone may be recorded once and corrected later (the event keeps the date it replaced),
 * as long as every date stays plausible: not ahead of today, not before the referral for the
 * steps that follow it, and in order within admission/discharge and move-in/move-out.
 */
export const checkMilestone = (referral: OpenedReferral | HeldReferral, milestone: ReferralMilestone, date: string, today: string): void => {
  if (referral.status === ReferralStatus.HOLD && isPlacementMilestone(milestone)) throw milestoneWhileOnHold(milestone);
  notInFuture(milestone, date, today);
  if (milestonesNotBeforeOpening.includes(milestone) && date < referral.openedOn) throw milestoneBeforeOpening(milestone, date, referral.openedOn);
  if (milestone === 'move-out' && referral.milestones['move-in'] === undefined) throw moveInNotRecorded();
  keepsPairsInOrder(referral, milestone, date);
  if (referral.milestones[milestone] === date) throw milestoneUnchanged(milestone, date);
};

export const checkDischargeDate = (referral: OpenedReferral | HeldReferral, dischargeDate: string, today: string): void => {
  if (dischargeDate > today) throw dischargeDateInFuture(dischargeDate, today);
  const admittedOn = referral.milestones['hospital-admission'];
  if (admittedOn !== undefined && dischargeDate < admittedOn) throw dischargeDateBeforeAdmission(dischargeDate, admittedOn);
};
