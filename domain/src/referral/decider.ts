import { ReferralStatus } from '../catalog/referrals';
import { assertNever, type Decider } from '../shared/decider';
import { isReferralActionAllowed, type ReferralRecordAction } from './actions';
import type { ReferralCommand } from './commands';
import { illegalReferralAction, referralAlreadyExists, referralNotFound, referralPartnerRequired } from './errors';
import type { ReferralEvent } from './events';
import { calendarDayOf, checkDischargeDate, checkMilestone } from './milestone-rules';
import { evolveReferral, initialReferralState, type HeldReferral, type OpenedReferral, type ReferralState } from './state';

/** The referral, if `action` may be taken in its status; closed is final, so it is never returned. */
const allowing = (state: ReferralState, referralId: string, action: ReferralRecordAction): OpenedReferral | HeldReferral => {
  if (state.status === 'none') throw referralNotFound(referralId);
  if (state.status === ReferralStatus.CLOSED || !isReferralActionAllowed(state.status, action)) throw illegalReferralAction(state.status, action);
  return state;
};

export const decideReferral = (command: ReferralCommand, state: ReferralState): ReferralEvent[] => {
  const { referralId } = command.data;
  switch (command.type) {
    case 'OpenReferral': {
      if (state.status !== 'none') throw referralAlreadyExists(referralId);
      const { partnerId, ...referral } = command.data;
      if (partnerId === null) throw referralPartnerRequired();
      const openedOn = calendarDayOf(command.metadata.now);
      return [{ type: 'ReferralOpened', data: { ...referral, partnerId, createdBy: command.metadata.actorId, openedOn } }];
    }
    case 'HoldReferral':
      allowing(state, referralId, 'hold');
      return [{ type: 'ReferralHeld', data: { referralId, reason: command.data.reason } }];
    case 'UnholdReferral':
      allowing(state, referralId, 'unhold');
      return [{ type: 'ReferralUnheld', data: { referralId } }];
    case 'RecordReferralMilestone': {
      const referral = allowing(state, referralId, 'milestones');
      const { milestone, date } = command.data;
      checkMilestone(referral, milestone, date, calendarDayOf(command.metadata.now));
      return [{ type: 'ReferralMilestoneRecorded', data: { referralId, milestone, date, previousDate: referral.milestones[milestone] ?? null } }];
    }
    case 'CloseReferral': {
      const referral = allowing(state, referralId, 'close');
      const { reasonId, comment, dischargeDate } = command.data;
      checkDischargeDate(referral, dischargeDate, calendarDayOf(command.metadata.now));
      return [{ type: 'ReferralClosed', data: { referralId, reasonId, comment, dischargeDate, previousStatus: referral.status } }];
    }
    default:
      return assertNever(command);
  }
};

export const referralDecider: Decider<ReferralState, ReferralCommand, ReferralEvent> = {
  initialState: initialReferralState,
  evolve: evolveReferral,
  decide: decideReferral,
};
