import { ReferralStatus, type ReferralStatusId } from '../catalog/referrals';

/** What can be done to an existing referral, as the actions appear in URLs. */
export const referralRecordActions = ['hold', 'unhold', 'close', 'milestones'] as const;
export type ReferralRecordAction = (typeof referralRecordActions)[number];

/**
 * DESIGN.md section 3: an open referral may be held, a held one released; either may be closed
 * and take milestones (a held one only some: see `placementMilestones`); closed is final.
 */
const actionsAllowedIn: Record<ReferralStatusId, readonly ReferralRecordAction[]> = {
  [ReferralStatus.OPEN]: ['hold', 'close', 'milestones'],
  [ReferralStatus.HOLD]: ['unhold', 'close', 'milestones'],
  [ReferralStatus.CLOSED]: [],
};

export const isReferralActionAllowed = (status: ReferralStatusId, action: ReferralRecordAction): boolean => actionsAllowedIn[status].includes(action);

/** Reads "You cannot <phrase> a referral that is on hold." */
export const referralActionPhrases: Record<ReferralRecordAction, string> = {
  hold: 'hold',
  unhold: 'unhold',
  close: 'close',
  milestones: 'record a milestone on',
};
