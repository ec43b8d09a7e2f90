import { ReferralCloseReason, ReferralStatus, type ReferralCloseReasonId, type ReferralStatusId } from '../catalog/referrals';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { assertNever } from '../shared/decider';
import type { ReferralRecordAction } from './actions';
import type { ReferralCommand } from './commands';
import type { ReferralEvent, ReferralOpened } from './events';
import type { ReferralMilestone } from './milestones';

export const referralId = '7a1d3c5e-0000-4000-8000-000000000001';
export const patientId = '7a1d3c5e-0000-4000-8000-000000000002';
export const hubId = '7a1d3c5e-0000-4000-8000-000000000003';
export const PARTNER_ID = '7a1d3c5e-0000-4000-8000-0000000000a1';
export const PARTNER_USER_ID = '7a1d3c5e-0000-4000-8000-0000000000b1';

/** The referral was made on OPENED_ON; commands arrive on TODAY unless told otherwise. */
export const OPENED_ON = '2026-02-20';
export const ADMITTED_ON = '2026-02-14';
export const TODAY = '2026-03-10';
export const NOW = `${TODAY}T09:00:00.000Z`;

export const metadataFor = (now = NOW, actorId = PARTNER_USER_ID): CommandMetadata => ({
  commandId: 'command-1',
  correlationId: 'command-1',
  actorId,
  actorRole: Role.PARTNER,
  now,
});

export const referralOpened: ReferralOpened = {
  type: 'ReferralOpened',
  data: { referralId, patientId, partnerId: PARTNER_ID, hubId, createdBy: PARTNER_USER_ID, openedOn: OPENED_ON },
};

export const milestoneRecorded = (milestone: ReferralMilestone, date: string, previousDate: string | null = null): ReferralEvent => ({
  type: 'ReferralMilestoneRecorded',
  data: { referralId, milestone, date, previousDate },
});

const open: ReferralEvent[] = [referralOpened, milestoneRecorded('hospital-admission', ADMITTED_ON)];
export const held: ReferralEvent = { type: 'ReferralHeld', data: { referralId, reason: 'Readmitted to hospital' } };
export const unheld: ReferralEvent = { type: 'ReferralUnheld', data: { referralId } };

/** A history that ends in `status`; the patient's hospital admission is recorded in each. */
export const historyIn = (status: ReferralStatusId): ReferralEvent[] => {
  switch (status) {
    case ReferralStatus.OPEN:
      return open;
    case ReferralStatus.HOLD:
      return [...open, held];
    case ReferralStatus.CLOSED:
      return [
        ...open,
        {
          type: 'ReferralClosed',
          data: { referralId, reasonId: ReferralCloseReason.AMA_DISCHARGE, comment: null, dischargeDate: '2026-03-01', previousStatus: ReferralStatus.OPEN },
        },
      ];
    default:
      return assertNever(status);
  }
};

export const recordMilestone = (milestone: ReferralMilestone, date: string, now = NOW): ReferralCommand => ({
  type: 'RecordReferralMilestone',
  data: { referralId, milestone, date },
  metadata: metadataFor(now),
});

export const closeReferral = (dischargeDate = '2026-03-05', reasonId: ReferralCloseReasonId = ReferralCloseReason.DISCHARGED_TO_PARTNER_HOME, comment: string | null = null): ReferralCommand => ({
  type: 'CloseReferral',
  data: { referralId, reasonId, comment, dischargeDate },
  metadata: metadataFor(),
});

/** A command for each action that the history of any status allowing it accepts. */
export const commandFor = (action: ReferralRecordAction): ReferralCommand => {
  switch (action) {
    case 'hold':
      return { type: 'HoldReferral', data: { referralId, reason: 'Readmitted to hospital' }, metadata: metadataFor() };
    case 'unhold':
      return { type: 'UnholdReferral', data: { referralId }, metadata: metadataFor() };
    case 'close':
      return closeReferral();
    case 'milestones':
      return recordMilestone('hospital-discharge', '2026-03-02');
    default:
      return assertNever(action);
  }
};
