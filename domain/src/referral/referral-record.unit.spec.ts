import { describe, expect, it } from 'vitest';
import { ReferralStatus } from '../catalog/referrals';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { RecordRequest } from '../record/record-type';
import { fold } from '../shared/decider';
import { isDomainError, type DomainError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import type { ReferralRecordAction } from './actions';
import type { ReferralCommand } from './commands';
import { referralDecider } from './decider';
import { PARTNER_ID, PARTNER_USER_ID, historyIn, hubId, metadataFor, patientId } from './referral.fixtures';
import { referralRecord } from './record';

const OTHER_PARTNER_ID = '7a1d3c5e-0000-4000-8000-0000000000a2';
const partnerUser: Actor = { id: PARTNER_USER_ID, roleId: Role.PARTNER, partnerId: PARTNER_ID };
const admin: Actor = { id: 'admin-user', roleId: Role.ADMIN, partnerId: null };

const fieldErrors = (body: unknown, request: RecordRequest<ReferralCommand> = referralRecord.create): DomainError['errors'] => {
  try {
    parseOrThrow(request.body, body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
  }
  throw new Error('expected the body to be refused');
};

const commandOf = (body: unknown, actor: Actor, request: RecordRequest<ReferralCommand> = referralRecord.create): ReferralCommand =>
  request.toCommand('referral-1', parseOrThrow(request.body, body) as never, metadataFor(), actor);

const act = (action: ReferralRecordAction) => referralRecord.actions[action];

describe('the create body', () => {
  it('refers for the creating partner, with or without a hub', () => {
    expect(commandOf({ patientId, hubId }, partnerUser).data).toEqual({ referralId: 'referral-1', patientId, partnerId: PARTNER_ID, hubId });
    expect(commandOf({ patientId }, partnerUser).data).toEqual({ referralId: 'referral-1', patientId, partnerId: PARTNER_ID, hubId: null });
  });

  it('takes the partner an administrator names, and none when they name none', () => {
    expect(commandOf({ patientId, partnerId: OTHER_PARTNER_ID }, admin).data).toMatchObject({ partnerId: OTHER_PARTNER_ID });
    expect(commandOf({ patientId }, admin).data).toMatchObject({ partnerId: null });
  });

  it('names every missing and every broken field', () => {
    expect(fieldErrors({})).toEqual([{ path: 'patientId', message: 'is required' }]);
    expect(fieldErrors({ patientId: 'p-1', partnerId: 7, hubId: 'hub', status: 1 })).toEqual([
      { path: 'patientId', message: 'must be a UUID' },
      { path: 'partnerId', message: 'must be a UUID' },
      { path: 'hubId', message: 'must be a UUID' },
      { path: 'status', message: 'is not an allowed field' },
    ]);
  });
});

describe('the action bodies', () => {
  it('require the expected version, and a reason to hold', () => {
    expect(fieldErrors({}, act('hold'))).toEqual([
      { path: 'expectedVersion', message: 'is required' },
      { path: 'reason', message: 'is required' },
    ]);
    expect(fieldErrors({ expectedVersion: -1, reason: '  ' }, act('hold'))).toEqual([
      { path: 'expectedVersion', message: 'must be an integer greater than or equal to 0' },
      { path: 'reason', message: 'must not be empty' },
    ]);
    expect(fieldErrors({ expectedVersion: 1, reason: 'x'.repeat(501) }, act('hold'))).toEqual([{ path: 'reason', message: 'must be at most 500 characters' }]);
    expect(commandOf({ expectedVersion: 1, reason: ' Readmitted ' }, partnerUser, act('hold')).data).toEqual({ referralId: 'referral-1', reason: 'Readmitted' });
    expect(fieldErrors({ expectedVersion: 1, reason: 'no' }, act('unhold'))).toEqual([{ path: 'reason', message: 'is not an allowed field' }]);
  });

  it('name a known milestone and a calendar date', () => {
    expect(fieldErrors({ expectedVersion: 1 }, act('milestones'))).toEqual([
      { path: 'milestone', message: 'is required' },
      { path: 'date', message: 'is required' },
    ]);
    expect(fieldErrors({ expectedVersion: 1, milestone: 'discharged', date: '2026-02-30' }, act('milestones'))).toEqual([
      { path: 'milestone', message: 'must be one of hospital-admission, hospital-discharge, on-site-visit, approved, accepted, move-in, move-out' },
      { path: 'date', message: 'must be a date, YYYY-MM-DD' },
    ]);
    expect(commandOf({ expectedVersion: 1, milestone: 'move-in', date: '2026-03-01' }, partnerUser, act('milestones')).data).toEqual({
      referralId: 'referral-1',
      milestone: 'move-in',
      date: '2026-03-01',
    });
  });

  it('close with a close reason 1 to 6 and a discharge date', () => {
    expect(fieldErrors({ expectedVersion: 1 }, act('close'))).toEqual([
      { path: 'reasonId', message: 'is required' },
      { path: 'dischargeDate', message: 'is required' },
    ]);
    expect(fieldErrors({ expectedVersion: 1, reasonId: 7, comment: '', dischargeDate: '03/01/2026' }, act('close'))).toEqual([
      { path: 'reasonId', message: 'must be a close reason id, 1 to 6' },
      { path: 'comment', message: 'must not be empty' },
      { path: 'dischargeDate', message: 'must be a date, YYYY-MM-DD' },
    ]);
    expect(commandOf({ expectedVersion: 1, reasonId: 2, dischargeDate: '2026-03-01' }, partnerUser, act('close')).data).toEqual({
      referralId: 'referral-1',
      reasonId: 2,
      comment: null,
      dischargeDate: '2026-03-01',
    });
  });

  it('close for "other" (6) only with a comment', () => {
    const rule = [{ path: 'comment', message: 'is required when the close reason is 6 (other)' }];
    expect(fieldErrors({ expectedVersion: 1, reasonId: 6, dischargeDate: '2026-03-01' }, act('close'))).toEqual(rule);
    expect(fieldErrors({ expectedVersion: 1, reasonId: 6, comment: null, dischargeDate: '2026-03-01' }, act('close'))).toEqual(rule);
    expect(commandOf({ expectedVersion: 1, reasonId: 6, comment: 'Moved abroad', dischargeDate: '2026-03-01' }, partnerUser, act('close')).data).toMatchObject({
      reasonId: 6,
      comment: 'Moved abroad',
    });
  });
});

describe('referral facts', () => {
  it('name the partner and the patient, whose own facts the command edge loads', () => {
    expect(referralRecord.factsOf(fold(referralDecider, historyIn(ReferralStatus.HOLD)))).toEqual({ patientId, partnerId: PARTNER_ID, createdBy: PARTNER_USER_ID });
    expect(referralRecord.factsOf(fold(referralDecider, []))).toEqual({});
    expect(referralRecord.factsOfCreation(commandOf({ patientId }, partnerUser))).toEqual({ patientId, partnerId: PARTNER_ID, createdBy: PARTNER_USER_ID });
  });

  it('say whether a referral exists', () => {
    expect(referralRecord.exists(fold(referralDecider, []))).toBe(false);
    expect(referralRecord.exists(fold(referralDecider, historyIn(ReferralStatus.CLOSED)))).toBe(true);
  });
});
