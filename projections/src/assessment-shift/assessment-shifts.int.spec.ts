import { describe, it } from 'vitest';
import type { AssessmentEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { assessment } from '../testing/assessment-events';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { assessmentShiftProjector } from './assessment-shift-projector';

const shiftOf = (assessmentId: string, shiftId: string) => {
  const on = (event: AssessmentEvent, at: string) => given(`assessment-${assessmentId}`, event, at);
  const ref = { assessmentId, shiftId };
  return {
    added: (at: string) => on({ type: 'AssessmentShiftAdded', data: { ...ref, startsAt: '2026-03-10T08:00:00.000Z', endsAt: '2026-03-10T16:00:00.000Z', caregiverId: null } }, at),
    changed: (at: string) => on({ type: 'AssessmentShiftChanged', data: { ...ref, startsAt: '2026-03-10T09:00:00.000Z', endsAt: '2026-03-10T17:00:00.000Z', caregiverId: 'caregiver-1' } }, at),
    cancelled: (at: string) => on({ type: 'AssessmentShiftCancelled', data: { ...ref, reason: 'Patient in hospital' } }, at),
  };
};

const row = (assessmentId: string, shiftId: string, fields: Record<string, unknown>) => ({
  assessment_id: assessmentId, shift_id: shiftId, starts_at: '2026-03-10T08:00:00.000Z', ends_at: '2026-03-10T16:00:00.000Z',
  caregiver_id: null, status: 'planned', cancel_reason: null, created_at: '2026-03-02T09:00:00.000Z', ...fields,
});

describe.each(testDatabases())('assessment shifts read model on $name', (testDatabase) => {
  const spec = projectionSpec(assessmentShiftProjector, testDatabase);

  it.each([1, 1_000])('keeps every shift of an assessment, cancelled ones included, in batches of %i', async (batchSize) => {
    const a = assessment();
    const [kept, cancelled] = [shiftOf(a.id, 'shift-1'), shiftOf(a.id, 'shift-2')];
    await spec
      .given(a.created('2026-03-01T09:00:00.000Z'), kept.added('2026-03-02T09:00:00.000Z'), cancelled.added('2026-03-02T09:00:00.000Z'), kept.changed('2026-03-03T09:00:00.000Z'), cancelled.cancelled('2026-03-04T09:00:00.000Z'))
      .then(
        (positions) => [
          row(a.id, 'shift-1', {
            starts_at: '2026-03-10T09:00:00.000Z', ends_at: '2026-03-10T17:00:00.000Z', caregiver_id: 'caregiver-1',
            updated_at: '2026-03-03T09:00:00.000Z', version: 3, last_position: positions[3],
          }),
          row(a.id, 'shift-2', { status: 'cancelled', cancel_reason: 'Patient in hospital', updated_at: '2026-03-04T09:00:00.000Z', version: 4, last_position: positions[4] }),
        ],
        { orderBy: 'shift_id', batchSize },
      );
  });

  it('ignores a change to a shift never added', async () => {
    const a = assessment();
    await spec.given(a.created('2026-03-01T09:00:00.000Z'), shiftOf(a.id, 'shift-9').cancelled('2026-03-02T09:00:00.000Z')).then([], { orderBy: 'shift_id' });
  });
});
