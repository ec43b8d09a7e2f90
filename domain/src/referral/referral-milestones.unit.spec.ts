import { describe, expect, it } from 'vitest';
import { ReferralStatus } from '../catalog/referrals';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { referralDecider } from './decider';
import type { ReferralEvent } from './events';
import { placementMilestones, referralMilestones, type ReferralMilestone } from './milestones';
import { ADMITTED_ON, OPENED_ON, TODAY, held, historyIn, milestoneRecorded, recordMilestone, referralOpened, unheld } from './referral.fixtures';

const spec = deciderSpec(referralDecider);
const { OPEN, HOLD } = ReferralStatus;

/** Each milestone with a date it is accepted on when its predecessors are recorded. */
const plausible: Record<ReferralMilestone, string> = {
  'hospital-admission': '2026-02-10',
  'hospital-discharge': '2026-02-25',
  'on-site-visit': '2026-02-24',
  approved: '2026-02-26',
  accepted: '2026-02-27',
  'move-in': '2026-03-01',
  'move-out': '2026-03-09',
};
const MOVED_IN_ON = '2026-02-28';
const movedIn: ReferralEvent[] = [referralOpened, milestoneRecorded('move-in', MOVED_IN_ON)];

describe('recording milestones', () => {
  it('names the seven milestones of DESIGN.md section 3', () => {
    expect(referralMilestones).toEqual(['hospital-admission', 'hospital-discharge', 'on-site-visit', 'approved', 'accepted', 'move-in', 'move-out']);
  });

  it.each(referralMilestones)('records the %s with its own date on an open referral', (milestone) => {
    spec.given(movedIn).when(recordMilestone(milestone, plausible[milestone])).then([milestoneRecorded(milestone, plausible[milestone], milestone === 'move-in' ? MOVED_IN_ON : null)]);
  });

  it('keeps every milestone date in the state, the report metrics are computed from them', () => {
    const events = referralMilestones.map((milestone) => milestoneRecorded(milestone, plausible[milestone]));
    expect(fold(referralDecider, [referralOpened, ...events])).toMatchObject({ status: OPEN, openedOn: OPENED_ON, milestones: plausible });
  });

  it('corrects a recorded milestone, keeping the date it replaces', () => {
    spec.given(historyIn(OPEN)).when(recordMilestone('hospital-admission', '2026-02-12')).then([milestoneRecorded('hospital-admission', '2026-02-12', ADMITTED_ON)]);
    expect(fold(referralDecider, [...historyIn(OPEN), milestoneRecorded('hospital-admission', '2026-02-12', ADMITTED_ON)])).toMatchObject({
      milestones: { 'hospital-admission': '2026-02-12' },
    });
  });

  it('refuses to record a milestone again on the same date', () => {
    const error = spec.given(historyIn(OPEN)).when(recordMilestone('hospital-admission', ADMITTED_ON)).thenFails('milestone_unchanged', 'rule');
    expect(error.message).toBe('The hospital admission is already recorded on 2026-02-14.');
  });

  it('refuses a date after today, and accepts today', () => {
    const error = spec.given(historyIn(OPEN)).when(recordMilestone('on-site-visit', '2026-03-11')).thenFails('milestone_in_future', 'rule');
    expect(error.message).toBe('The on-site visit date 2026-03-11 is after today (2026-03-10): record a milestone once it has happened.');
    spec.given(historyIn(OPEN)).when(recordMilestone('on-site-visit', TODAY)).then([milestoneRecorded('on-site-visit', TODAY)]);
  });
});

describe('milestone dates before the referral was made', () => {
  it.each(['on-site-visit', 'approved', 'accepted', 'move-in'] as const)('refuses a %s before the referral was made', (milestone) => {
    spec.given(historyIn(OPEN)).when(recordMilestone(milestone, '2026-02-19')).thenFails('milestone_before_opening', 'rule');
    spec.given(historyIn(OPEN)).when(recordMilestone(milestone, OPENED_ON)).then([milestoneRecorded(milestone, OPENED_ON)]);
  });

  it('refuses a move-out before the referral was made', () => {
    spec.given([referralOpened, milestoneRecorded('move-in', OPENED_ON)]).when(recordMilestone('move-out', '2026-02-19')).thenFails('milestone_before_opening');
  });

  it('accepts a hospital stay that began and ended before the referral', () => {
    spec.given([referralOpened]).when(recordMilestone('hospital-admission', '2026-01-05')).then([milestoneRecorded('hospital-admission', '2026-01-05')]);
    spec.given(historyIn(OPEN)).when(recordMilestone('hospital-discharge', '2026-02-18')).then([milestoneRecorded('hospital-discharge', '2026-02-18')]);
  });
});

describe('milestones that come in pairs', () => {
  it('refuses a hospital discharge before the admission, and accepts one the same day', () => {
    const error = spec.given(historyIn(OPEN)).when(recordMilestone('hospital-discharge', '2026-02-13')).thenFails('discharge_before_admission', 'rule');
    expect(error.message).toBe('The hospital discharge date 2026-02-13 is before the hospital admission date 2026-02-14.');
    spec.given(historyIn(OPEN)).when(recordMilestone('hospital-discharge', ADMITTED_ON)).then([milestoneRecorded('hospital-discharge', ADMITTED_ON)]);
  });

  it('refuses an admission after the recorded discharge, whichever is recorded first', () => {
    const dischargedFirst = [referralOpened, milestoneRecorded('hospital-discharge', '2026-02-22')];
    spec.given(dischargedFirst).when(recordMilestone('hospital-admission', '2026-02-23')).thenFails('discharge_before_admission');
    spec.given(dischargedFirst).when(recordMilestone('hospital-admission', '2026-02-01')).then([milestoneRecorded('hospital-admission', '2026-02-01')]);
  });

  it('refuses a move-out before the move-in, or a move-in corrected to after the move-out', () => {
    const error = spec.given(movedIn).when(recordMilestone('move-out', '2026-02-27')).thenFails('move_out_before_move_in', 'rule');
    expect(error.message).toBe('The move-out date 2026-02-27 is before the move-in date 2026-02-28.');
    const movedOut = [...movedIn, milestoneRecorded('move-out', '2026-03-05')];
    spec.given(movedOut).when(recordMilestone('move-in', '2026-03-06')).thenFails('move_out_before_move_in');
    spec.given(movedOut).when(recordMilestone('move-in', '2026-03-02')).then([milestoneRecorded('move-in', '2026-03-02', MOVED_IN_ON)]);
  });

  it('refuses a move-out before any move-in is recorded', () => {
    spec.given(historyIn(OPEN)).when(recordMilestone('move-out', '2026-03-01')).thenFails('move_in_not_recorded', 'rule');
  });
});

describe('milestones while on hold', () => {
  it.each(placementMilestones)('refuses the %s while the placement is paused', (milestone) => {
    const error = spec.given(historyIn(HOLD)).when(recordMilestone(milestone, plausible[milestone])).thenFails('milestone_while_on_hold', 'rule');
    expect(error.message).toMatch(/^The placement of a referral on hold is paused: release it before recording the .+\.$/);
  });

  it('records what happens to the patient meanwhile: a hospital stay, a move-out', () => {
    spec.given(historyIn(HOLD)).when(recordMilestone('hospital-discharge', '2026-03-03')).then([milestoneRecorded('hospital-discharge', '2026-03-03')]);
    spec.given([...movedIn, held]).when(recordMilestone('move-out', '2026-03-04')).then([milestoneRecorded('move-out', '2026-03-04')]);
  });

  it('takes the placement milestones again once released', () => {
    spec.given([...historyIn(HOLD), unheld]).when(recordMilestone('on-site-visit', '2026-03-08')).then([milestoneRecorded('on-site-visit', '2026-03-08')]);
  });
});
