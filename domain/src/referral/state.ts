import type { ReferralCloseReasonId } from '../catalog/referrals';
import { ReferralStatus } from '../catalog/referrals';
import { assertNever } from '../shared/decider';
import type { ReferralEvent, UnclosedReferralStatusId } from './events';
import type { ReferralMilestoneDates } from './milestones';

interface ReferralRecord {
  referralId: string;
  patientId: string;
  partnerId: string;
  hubId: string | null;
  createdBy: string;
  openedOn: string;
  milestones: ReferralMilestoneDates;
}

type S = typeof ReferralStatus;

export interface NoReferral {
  status: 'none';
}
export type OpenedReferral = ReferralRecord & { status: S['OPEN'] };
export type HeldReferral = ReferralRecord & { status: S['HOLD']; holdReason: string };
export type ClosedReferral = ReferralRecord & {
  status: S['CLOSED'];
  closeReasonId: ReferralCloseReasonId;
  closeComment: string | null;
  dischargeDate: string;
  previousStatus: UnclosedReferralStatusId;
};

export type ExistingReferral = OpenedReferral | HeldReferral | ClosedReferral;
export type ReferralState = NoReferral | ExistingReferral;

export const initialReferralState = (): ReferralState => ({ status: 'none' });

/** The record's own fields, without what belongs to one status only. */
const recordOf = (referral: ExistingReferral): ReferralRecord => ({
  referralId: referral.referralId,
  patientId: referral.patientId,
  partnerId: referral.partnerId,
  hubId: referral.hubId,
  createdBy: referral.createdBy,
  openedOn: referral.openedOn,
  milestones: referral.milestones,
});

const onRecord = (state: ReferralState, change: (referral: ExistingReferral) => ReferralState): ReferralState =>
  state.status === 'none' ? state : change(state);

export const evolveReferral = (state: ReferralState, event: ReferralEvent): ReferralState => {
  switch (event.type) {
    case 'ReferralOpened':
      return { status: ReferralStatus.OPEN, ...event.data, milestones: {} };
    case 'ReferralHeld':
      return onRecord(state, (referral) => ({ ...recordOf(referral), status: ReferralStatus.HOLD, holdReason: event.data.reason }));
    case 'ReferralUnheld':
      return onRecord(state, (referral) => ({ ...recordOf(referral), status: ReferralStatus.OPEN }));
    case 'ReferralMilestoneRecorded':
      return onRecord(state, (referral) => ({ ...referral, milestones: { ...referral.milestones, [event.data.milestone]: event.data.date } }));
    case 'ReferralClosed':
      return onRecord(state, (referral) => ({
        ...recordOf(referral),
        status: ReferralStatus.CLOSED,
        closeReasonId: event.data.reasonId,
        closeComment: event.data.comment,
        dischargeDate: event.data.dischargeDate,
        previousStatus: event.data.previousStatus,
      }));
    default:
      return assertNever(event);
  }
};
