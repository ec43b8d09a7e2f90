import { describe, expect, it } from 'vitest';
import { ReferralCloseReason, ReferralStatus, type ReferralStatusId } from '../catalog/referrals';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { referralRecordActions, type ReferralRecordAction } from './actions';
import { referralDecider } from './decider';
import type { ReferralEvent } from './events';
import {
  ADMITTED_ON,
  NOW,
  PARTNER_ID,
  PARTNER_USER_ID,
  closeReferral,
  commandFor,
  historyIn,
  hubId,
  metadataFor,
  patientId,
  referralId,
  referralOpened,
} from './referral.fixtures';

const spec = deciderSpec(referralDecider);
const { OPEN, HOLD, CLOSED } = ReferralStatus;
const everyStatus: ReferralStatusId[] = [OPEN, HOLD, CLOSED];
const statusWords: Record<ReferralStatusId, string> = { 1: 'open', 2: 'on hold', 3: 'closed' };

/** DESIGN.md section 3, written out independently of the implementation's table. */
const allowed: Record<ReferralStatusId, ReferralRecordAction[]> = {
  1: ['hold', 'close', 'milestones'],
  2: ['unhold', 'close', 'milestones'],
  3: [],
};

const eventOf = (status: ReferralStatusId, action: ReferralRecordAction): ReferralEvent => {
  switch (action) {
    case 'hold':
      return { type: 'ReferralHeld', data: { referralId, reason: 'Readmitted to hospital' } };
    case 'unhold':
      return { type: 'ReferralUnheld', data: { referralId } };
    case 'milestones':
      return { type: 'ReferralMilestoneRecorded', data: { referralId, milestone: 'hospital-discharge', date: '2026-03-02', previousDate: null } };
    case 'close':
      if (status === CLOSED) throw new Error('a closed referral is never closed again');
      return {
        type: 'ReferralClosed',
        data: { referralId, reasonId: ReferralCloseReason.DISCHARGED_TO_PARTNER_HOME, comment: null, dischargeDate: '2026-03-05', previousStatus: status },
      };
  }
};

const statusAfter: Partial<Record<ReferralRecordAction, ReferralStatusId>> = { hold: HOLD, unhold: OPEN, close: CLOSED };

const accepted = everyStatus.flatMap((status) => allowed[status].map((action) => [status, action] as const));
const refused = everyStatus.flatMap((status) =>
  referralRecordActions.filter((action) => !allowed[status].includes(action)).map((action) => [status, action] as const),
);

describe('opening a referral', () => {
  const open = (partnerId: string | null = PARTNER_ID, now = NOW) =>
    ({ type: 'OpenReferral', data: { referralId, patientId, partnerId, hubId }, metadata: metadataFor(now) }) as const;

  it('opens it for its partner, dated the day it was made (UTC)', () => {
    spec.given([]).when(open(PARTNER_ID, '2026-02-20T23:30:00-05:00')).then([
      { type: 'ReferralOpened', data: { referralId, patientId, partnerId: PARTNER_ID, hubId, createdBy: PARTNER_USER_ID, openedOn: '2026-02-21' } },
    ]);
    expect(fold(referralDecider, [referralOpened])).toMatchObject({ status: OPEN, milestones: {}, openedOn: '2026-02-20' });
  });

  it('refuses a referral without a partner', () => {
    spec.given([]).when(open(null)).thenFails('referral_partner_required', 'rule');
  });

  it('refuses to open the same referral twice', () => {
    spec.given([referralOpened]).when(open()).thenFails('referral_already_exists', 'conflict');
  });
});

describe('referral life cycle', () => {
  it('covers every status and action', () => {
    expect(referralRecordActions).toEqual(['hold', 'unhold', 'close', 'milestones']);
    expect(accepted.length + refused.length).toBe(everyStatus.length * referralRecordActions.length);
  });

  for (const [status, action] of accepted) {
    it(`a referral ${statusWords[status]} accepts ${action}`, () => {
      const event = eventOf(status, action);
      spec.given(historyIn(status)).when(commandFor(action)).then([event]);
      expect(fold(referralDecider, [...historyIn(status), event]).status).toBe(statusAfter[action] ?? status);
    });
  }

  for (const [status, action] of refused) {
    it(`a referral ${statusWords[status]} refuses ${action}`, () => {
      const error = spec.given(historyIn(status)).when(commandFor(action)).thenFails('illegal_transition', 'rule');
      expect(error.message).toMatch(new RegExp(`^You cannot .+ a referral that is ${statusWords[status]}\\.$`));
    });
  }

  it.each(referralRecordActions)('refuses %s on a referral that does not exist', (action) => {
    spec.given([]).when(commandFor(action)).thenFails('referral_not_found', 'not_found');
  });

  it('names the action in the refusal', () => {
    expect(spec.given(historyIn(OPEN)).when(commandFor('unhold')).thenFails('illegal_transition').message).toBe('You cannot unhold a referral that is open.');
    expect(spec.given(historyIn(CLOSED)).when(commandFor('milestones')).thenFails('illegal_transition').message).toBe(
      'You cannot record a milestone on a referral that is closed.',
    );
  });

  it('keeps the hold reason while held and forgets it once released', () => {
    const heldState = fold(referralDecider, historyIn(HOLD));
    expect(heldState).toMatchObject({ status: HOLD, holdReason: 'Readmitted to hospital' });
    const released = fold(referralDecider, [...historyIn(HOLD), { type: 'ReferralUnheld', data: { referralId } }]);
    expect(released).not.toHaveProperty('holdReason');
  });
});

describe('closing a referral', () => {
  it('keeps the reason, comment, discharge date and milestones in the closed state', () => {
    const closed: ReferralEvent = {
      type: 'ReferralClosed',
      data: { referralId, reasonId: ReferralCloseReason.OTHER, comment: 'Family moved out of province', dischargeDate: '2026-03-04', previousStatus: HOLD },
    };
    spec.given(historyIn(HOLD)).when(closeReferral('2026-03-04', ReferralCloseReason.OTHER, 'Family moved out of province')).then([closed]);
    expect(fold(referralDecider, [...historyIn(HOLD), closed])).toMatchObject({
      status: CLOSED,
      closeReasonId: 6,
      closeComment: 'Family moved out of province',
      dischargeDate: '2026-03-04',
      previousStatus: HOLD,
      milestones: { 'hospital-admission': ADMITTED_ON },
    });
  });

  it('refuses a discharge date after today', () => {
    const error = spec.given(historyIn(OPEN)).when(closeReferral('2026-03-11')).thenFails('discharge_date_in_future', 'rule');
    expect(error.message).toBe('The discharge date 2026-03-11 is after today (2026-03-10).');
  });

  it('refuses a discharge date before the recorded hospital admission, and accepts one on that day', () => {
    spec.given(historyIn(OPEN)).when(closeReferral('2026-02-13')).thenFails('discharge_before_admission', 'rule');
    spec.given(historyIn(OPEN)).when(closeReferral(ADMITTED_ON)).then([
      {
        type: 'ReferralClosed',
        data: { referralId, reasonId: ReferralCloseReason.DISCHARGED_TO_PARTNER_HOME, comment: null, dischargeDate: ADMITTED_ON, previousStatus: OPEN },
      },
    ]);
  });

  it('accepts any past discharge date when no admission is recorded', () => {
    spec.given([referralOpened]).when(closeReferral('2025-12-01')).then([
      {
        type: 'ReferralClosed',
        data: { referralId, reasonId: ReferralCloseReason.DISCHARGED_TO_PARTNER_HOME, comment: null, dischargeDate: '2025-12-01', previousStatus: OPEN },
      },
    ]);
  });
});
