import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { AssessmentStatus, type AssessmentStatusId } from '../catalog/care-coordination';
import { fold } from '../shared/decider';
import { assessmentActionCommandTypes, assessmentActions, allowedAssessmentActions, type AssessmentAction } from './actions';
import { assessmentDecider } from './decider';
import type { CancelAssessment, RescheduleAssessment, ScheduleAssessment } from './commands';
import type { AssessmentEvent } from './events';
import { FIRST_VISIT, SECOND_VISIT, assessmentId, commandFor, historyIn, metadataFor } from './assessment.fixtures';

const spec = deciderSpec(assessmentDecider);
const { REQUESTED, PENDING, SCHEDULED, APPROVED, ACTIVE, CANCELLED, COMPLETED } = AssessmentStatus;
const statusNames: Record<AssessmentStatusId, string> = {
  1: 'PENDING', 2: 'SCHEDULED', 3: 'APPROVED', 4: 'ACTIVE', 5: 'CANCELLED', 6: 'COMPLETED', 7: 'REQUESTED',
};
const everyStatus: AssessmentStatusId[] = [1, 2, 3, 4, 5, 6, 7];
const participles: Record<AssessmentAction, string> = {
  pend: 'pended', schedule: 'scheduled', reschedule: 'rescheduled', approve: 'approved',
  activate: 'activated', complete: 'completed', cancel: 'cancelled',
};

/** DESIGN.md section 3, written out independently of the implementation's table. */
const allowed: Record<AssessmentStatusId, AssessmentAction[]> = {
  7: ['pend', 'cancel'],
  1: ['schedule', 'cancel'],
  2: ['reschedule', 'approve', 'cancel'],
  3: ['activate', 'cancel'],
  4: ['complete', 'cancel'],
  6: [],
  5: [],
};

const cancelled = (previousStatus: 1 | 2 | 3 | 4 | 7): AssessmentEvent => ({
  type: 'AssessmentCancelled',
  data: { assessmentId, reason: 'No longer needed', previousStatus },
});

const acceptedTransitions: [AssessmentStatusId, AssessmentAction, AssessmentEvent, AssessmentStatusId][] = [
  [REQUESTED, 'pend', { type: 'AssessmentPended', data: { assessmentId } }, PENDING],
  [REQUESTED, 'cancel', cancelled(REQUESTED), CANCELLED],
  [PENDING, 'schedule', { type: 'AssessmentScheduled', data: { assessmentId, visitAt: FIRST_VISIT } }, SCHEDULED],
  [PENDING, 'cancel', cancelled(PENDING), CANCELLED],
  [
    SCHEDULED,
    'reschedule',
    { type: 'AssessmentRescheduled', data: { assessmentId, visitAt: SECOND_VISIT, previousVisitAt: FIRST_VISIT } },
    SCHEDULED,
  ],
  [SCHEDULED, 'approve', { type: 'AssessmentApproved', data: { assessmentId } }, APPROVED],
  [SCHEDULED, 'cancel', cancelled(SCHEDULED), CANCELLED],
  [APPROVED, 'activate', { type: 'AssessmentActivated', data: { assessmentId } }, ACTIVE],
  [APPROVED, 'cancel', cancelled(APPROVED), CANCELLED],
  [ACTIVE, 'complete', { type: 'AssessmentCompleted', data: { assessmentId } }, COMPLETED],
  [ACTIVE, 'cancel', cancelled(ACTIVE), CANCELLED],
];

const refusedTransitions = everyStatus.flatMap((status) =>
  assessmentActions.filter((action) => !allowed[status].includes(action)).map((action) => [status, action] as const),
);

describe('assessment transitions', () => {
  it('every allowed transition has its own accepted case', () => {
    const covered = acceptedTransitions.map(([status, action]) => `${status}:${action}`).sort();
    const expected = everyStatus.flatMap((status) => allowed[status].map((action) => `${status}:${action}`)).sort();
    expect(covered).toEqual(expected);
    expect(refusedTransitions).toHaveLength(7 * 7 - expected.length);
  });

  for (const [status, action, event, nextStatus] of acceptedTransitions) {
    it(`${statusNames[status]} --${action}--> ${statusNames[nextStatus]}`, () => {
      spec.given(historyIn(status)).when(commandFor(action)).then([event]);
      expect(fold(assessmentDecider, [...historyIn(status), event]).status).toBe(nextStatus);
    });
  }

  for (const [status, action] of refusedTransitions) {
    it(`${statusNames[status]} refuses ${action}`, () => {
      const error = spec.given(historyIn(status)).when(commandFor(action)).thenFails('illegal_transition', 'rule');
      expect(error.message).toBe(`An assessment that is ${statusNames[status]} cannot be ${participles[action]}.`);
    });
  }

  it.each(everyStatus)('allowedAssessmentActions(%s) lists exactly the accepted actions', (status) => {
    expect([...allowedAssessmentActions(status)].sort()).toEqual([...allowed[status]].sort());
  });

  it('maps each action slug to its command type', () => {
    expect(assessmentActionCommandTypes).toEqual({
      pend: 'PendAssessment',
      schedule: 'ScheduleAssessment',
      reschedule: 'RescheduleAssessment',
      approve: 'ApproveAssessment',
      activate: 'ActivateAssessment',
      complete: 'CompleteAssessment',
      cancel: 'CancelAssessment',
    });
    for (const action of assessmentActions) expect(commandFor(action).type).toBe(assessmentActionCommandTypes[action]);
  });

  it.each(assessmentActions)('%s on an assessment that does not exist is not found', (action) => {
    spec.given([]).when(commandFor(action)).thenFails('assessment_not_found', 'not_found');
  });
});

describe('assessment visit times and cancel reasons', () => {
  const scheduleAt = (visitAt: string): ScheduleAssessment => ({
    type: 'ScheduleAssessment',
    data: { assessmentId, visitAt },
    metadata: metadataFor(),
  });
  const rescheduleAt = (visitAt: string): RescheduleAssessment => ({ ...scheduleAt(visitAt), type: 'RescheduleAssessment' });
  const cancelWith = (reason: string): CancelAssessment => ({
    type: 'CancelAssessment',
    data: { assessmentId, reason },
    metadata: metadataFor(),
  });

  it('refuses a visit that is not after the command time', () => {
    spec.given(historyIn(PENDING)).when(scheduleAt('2030-03-01T09:00:00.000Z')).thenFails('visit_not_in_future', 'rule');
    spec.given(historyIn(PENDING)).when(scheduleAt('2029-12-31T23:00:00Z')).thenFails('visit_not_in_future');
    spec.given(historyIn(SCHEDULED)).when(rescheduleAt('2030-02-01T10:00:00Z')).thenFails('visit_not_in_future');
  });

  it('refuses a visit time without a time zone, which would depend on the server', () => {
    spec.given(historyIn(PENDING)).when(scheduleAt('2030-03-10T14:00:00')).thenFails('validation_failed', 'validation');
  });

  it('refuses a reschedule to the same instant, however it is written', () => {
    spec.given(historyIn(SCHEDULED)).when(rescheduleAt('2030-03-10T16:00:00+02:00')).thenFails('visit_unchanged', 'rule');
  });

  it('accepts a visit given with an offset and keeps it as written', () => {
    spec
      .given(historyIn(PENDING))
      .when(scheduleAt('2030-03-10T09:00:00-05:00'))
      .then([{ type: 'AssessmentScheduled', data: { assessmentId, visitAt: '2030-03-10T09:00:00-05:00' } }]);
  });

  it('trims the cancel reason and refuses a blank or too long one', () => {
    spec.given(historyIn(PENDING)).when(cancelWith('  Moved to another city  ')).then([
      { type: 'AssessmentCancelled', data: { assessmentId, reason: 'Moved to another city', previousStatus: PENDING } },
    ]);
    spec.given(historyIn(PENDING)).when(cancelWith('   ')).thenFails('validation_failed', 'validation');
    spec.given(historyIn(PENDING)).when(cancelWith('x'.repeat(500))).then([
      { type: 'AssessmentCancelled', data: { assessmentId, reason: 'x'.repeat(500), previousStatus: PENDING } },
    ]);
    spec.given(historyIn(PENDING)).when(cancelWith('x'.repeat(501))).thenFails('validation_failed', 'validation');
  });

  it('keeps the visit time of a scheduled assessment once cancelled', () => {
    const state = fold(assessmentDecider, [...historyIn(SCHEDULED), cancelled(SCHEDULED)]);
    expect(state).toMatchObject({ status: CANCELLED, visitAt: FIRST_VISIT, previousStatus: SCHEDULED });
  });
});
