import { describe, expect, it } from 'vitest';
import { AssessmentStatus, type AssessmentStatusId } from '../catalog/care-coordination';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { assessmentId, historyIn, metadataFor } from './assessment.fixtures';
import type { AddAssessmentShift, AssessmentCommand, CancelAssessmentShift, ChangeAssessmentShift } from './commands';
import { assessmentDecider } from './decider';
import { assessmentEventTypes, isAssessmentEvent, type AssessmentEvent } from './events';

const spec = deciderSpec(assessmentDecider);
const { REQUESTED, PENDING, SCHEDULED, APPROVED, ACTIVE, CANCELLED, COMPLETED } = AssessmentStatus;
const SHIFT = '8c1f3a5e-7b9d-4c2e-9f41-3a5c7e9b1d20';
const OTHER = '9d2e4b6f-8c0e-4d3f-8a52-4b6d8f0c2e31';
const CAREGIVER = '00000000-0000-4000-8000-000000000009';

type ShiftTimes = { startsAt: string; endsAt: string };
const morning: ShiftTimes = { startsAt: '2030-03-11T08:00:00Z', endsAt: '2030-03-11T12:00:00Z' };
const afternoon: ShiftTimes = { startsAt: '2030-03-11T12:00:00Z', endsAt: '2030-03-11T17:00:00Z' };

const add = (times: ShiftTimes = morning, shiftId = SHIFT, caregiverId: string | null = CAREGIVER): AddAssessmentShift => ({
  type: 'AddAssessmentShift',
  data: { assessmentId, shiftId, ...times, caregiverId },
  metadata: metadataFor(),
});
const change = (changes: Omit<ChangeAssessmentShift['data'], 'assessmentId' | 'shiftId'>, shiftId = SHIFT): ChangeAssessmentShift => ({
  type: 'ChangeAssessmentShift',
  data: { assessmentId, shiftId, ...changes },
  metadata: metadataFor(),
});
const cancel = (reason = 'Patient in hospital', shiftId = SHIFT): CancelAssessmentShift => ({
  type: 'CancelAssessmentShift',
  data: { assessmentId, shiftId, reason },
  metadata: metadataFor(),
});
const added = (times: ShiftTimes = morning, shiftId = SHIFT, caregiverId: string | null = CAREGIVER): AssessmentEvent => ({
  type: 'AssessmentShiftAdded',
  data: { assessmentId, shiftId, ...times, caregiverId },
});
const changed = (times: ShiftTimes, caregiverId: string | null = CAREGIVER, shiftId = SHIFT): AssessmentEvent => ({
  type: 'AssessmentShiftChanged',
  data: { assessmentId, shiftId, ...times, caregiverId },
});
const cancelled = (reason = 'Patient in hospital', shiftId = SHIFT): AssessmentEvent => ({
  type: 'AssessmentShiftCancelled',
  data: { assessmentId, shiftId, reason },
});

const approved = historyIn(APPROVED);
const withShift = [...approved, added()];

describe('shifts belong to an assessment only while APPROVED or ACTIVE', () => {
  it.each([APPROVED, ACTIVE])('status %s takes, changes and cancels shifts', (status) => {
    spec.given(historyIn(status)).when(add()).then([added()]);
    spec.given([...historyIn(status), added()]).when(change({ caregiverId: null })).then([changed(morning, null)]);
    spec.given([...historyIn(status), added()]).when(cancel()).then([cancelled()]);
  });

  const closed: AssessmentStatusId[] = [REQUESTED, PENDING, SCHEDULED, CANCELLED, COMPLETED];
  it.each(closed)('status %s refuses to add a shift', (status) => {
    const error = spec.given(historyIn(status)).when(add()).thenFails('shifts_not_open', 'rule');
    expect(error.message).toMatch(/only while it is APPROVED or ACTIVE/);
  });

  it.each([CANCELLED, COMPLETED])('a shift added before the assessment became %s can no longer change', (status) => {
    const finished: AssessmentEvent =
      status === COMPLETED
        ? { type: 'AssessmentCompleted', data: { assessmentId } }
        : { type: 'AssessmentCancelled', data: { assessmentId, reason: 'Moved', previousStatus: ACTIVE } };
    const history = [...historyIn(ACTIVE), added(), finished];
    spec.given(history).when(change({ caregiverId: null })).thenFails('shifts_not_open', 'rule');
    spec.given(history).when(cancel()).thenFails('shifts_not_open', 'rule');
  });

  it.each<AssessmentCommand>([add(), change({ caregiverId: null }), cancel()])('$type on an assessment that does not exist is not found', (command) => {
    spec.given([]).when(command).thenFails('assessment_not_found', 'not_found');
  });
});

describe('shift times', () => {
  it('refuses a shift that does not end after it starts', () => {
    spec.given(approved).when(add({ startsAt: morning.endsAt, endsAt: morning.startsAt })).thenFails('shift_ends_before_start', 'rule');
    spec.given(approved).when(add({ startsAt: morning.startsAt, endsAt: '2030-03-11T09:00:00+01:00' })).thenFails('shift_ends_before_start', 'rule');
  });

  it('accepts a shift of exactly 24 hours, not a minute more', () => {
    const day = { startsAt: '2030-03-11T08:00:00Z', endsAt: '2030-03-12T08:00:00Z' };
    spec.given(approved).when(add(day)).then([added(day)]);
    spec.given(approved).when(add({ ...day, endsAt: '2030-03-12T08:01:00Z' })).thenFails('shift_too_long', 'rule');
  });

  it('refuses a shift that overlaps a planned one, whatever zone it is written in', () => {
    const error = spec.given(withShift).when(add({ startsAt: '2030-03-11T12:30:00+01:00', endsAt: '2030-03-11T14:00:00+01:00' }, OTHER)).thenFails('shift_overlaps', 'rule');
    expect(error.message).toContain(SHIFT);
    spec.given(withShift).when(add({ startsAt: '2030-03-11T06:00:00Z', endsAt: '2030-03-11T20:00:00Z' }, OTHER)).thenFails('shift_overlaps');
  });

  it('accepts a shift that starts where another ends, or overlaps only a cancelled one', () => {
    spec.given(withShift).when(add(afternoon, OTHER)).then([added(afternoon, OTHER)]);
    spec.given([...withShift, cancelled()]).when(add(morning, OTHER)).then([added(morning, OTHER)]);
  });

  it('refuses a time without a zone even when the edge let it through', () => {
    spec.given(approved).when(add({ startsAt: '2030-03-11T08:00:00', endsAt: morning.endsAt })).thenFails('validation_failed', 'validation');
  });

  it('refuses a shift id already used, cancelled or not', () => {
    spec.given(withShift).when(add(afternoon)).thenFails('shift_already_exists', 'rule');
    spec.given([...withShift, cancelled()]).when(add(afternoon)).thenFails('shift_already_exists', 'rule');
  });
});

describe('changing and cancelling a shift', () => {
  it('changes the times named and keeps the caregiver', () => {
    spec.given(withShift).when(change({ endsAt: '2030-03-11T13:00:00Z' })).then([changed({ ...morning, endsAt: '2030-03-11T13:00:00Z' })]);
    spec.given(withShift).when(change({ startsAt: '2030-03-11T07:00:00Z' })).then([changed({ ...morning, startsAt: '2030-03-11T07:00:00Z' })]);
  });

  it('assigns another caregiver, or none', () => {
    spec.given([...approved, added(morning, SHIFT, null)]).when(change({ caregiverId: CAREGIVER })).then([changed(morning, CAREGIVER)]);
    spec.given(withShift).when(change({ caregiverId: null })).then([changed(morning, null)]);
  });

  it('refuses a change that changes nothing, the same instants written in another zone included', () => {
    spec.given(withShift).when(change({})).thenFails('shift_unchanged', 'rule');
    spec.given(withShift).when(change({ startsAt: '2030-03-11T09:00:00+01:00', caregiverId: CAREGIVER })).thenFails('shift_unchanged', 'rule');
  });

  it('checks the changed shift as a whole: its own times, and the other shifts', () => {
    spec.given(withShift).when(change({ endsAt: '2030-03-11T07:00:00Z' })).thenFails('shift_ends_before_start', 'rule');
    spec.given(withShift).when(change({ endsAt: '2030-03-12T09:00:00Z' })).thenFails('shift_too_long', 'rule');
    spec.given([...withShift, added(afternoon, OTHER)]).when(change({ endsAt: '2030-03-11T12:30:00Z' })).thenFails('shift_overlaps', 'rule');
  });

  it('answers an unknown shift with a broken rule', () => {
    spec.given(approved).when(change({ caregiverId: null })).thenFails('shift_not_found', 'rule');
    spec.given(withShift).when(cancel('Sick', OTHER)).thenFails('shift_not_found', 'rule');
  });

  it('trims the reason of a cancellation and refuses a blank one', () => {
    spec.given(withShift).when(cancel('  Caregiver sick  ')).then([cancelled('Caregiver sick')]);
    spec.given(withShift).when(cancel('   ')).thenFails('validation_failed', 'validation');
  });

  it('never changes or cancels a cancelled shift', () => {
    const history = [...withShift, cancelled()];
    spec.given(history).when(change({ caregiverId: null })).thenFails('shift_cancelled', 'rule');
    spec.given(history).when(cancel()).thenFails('shift_cancelled', 'rule');
  });

  it('folds the shifts into the state, cancelled ones kept with their reason', () => {
    const state = fold(assessmentDecider, [...withShift, added(afternoon, OTHER, null), changed({ ...morning, endsAt: '2030-03-11T11:00:00Z' }), cancelled('Sick', OTHER)]);
    expect(state.status === 'none' ? [] : state.shifts).toEqual([
      { shiftId: SHIFT, ...morning, endsAt: '2030-03-11T11:00:00Z', caregiverId: CAREGIVER, status: 'planned', cancelReason: null },
      { shiftId: OTHER, ...afternoon, caregiverId: null, status: 'cancelled', cancelReason: 'Sick' },
    ]);
  });
});

describe('shift and survey events in the stream', () => {
  it('are assessment events, kept apart from the status events readers label', () => {
    for (const event of [added(), changed(morning), cancelled()]) {
      expect(isAssessmentEvent(event)).toBe(true);
      expect(assessmentEventTypes).not.toContain(event.type);
    }
    expect(isAssessmentEvent({ type: 'AssessmentSurveyAnswered', data: {} })).toBe(true);
  });
});
