import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MedicationEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { medicationProjector } from './medication-projector';

const PATIENT = '00000000-0000-4000-8000-000000000001';

const administration = (administrationId: string = randomUUID()) => {
  const on = (event: MedicationEvent, at: string) => given(`medication-${administrationId}`, event, at);
  const ref = { administrationId };
  return {
    id: administrationId,
    recorded: (at: string) =>
      on({
        type: 'MedicationAdministrationRecorded',
        data: { ...ref, patientId: PATIENT, medicationName: 'Metformin', dose: '500 mg', scheduledAt: '2026-03-01T08:00:00.000Z', status: 1, reasonId: null, comment: null, administeredAt: '2026-03-01T08:05:00.000Z', recordedBy: 'nurse-1' },
      }, at),
    voided: (at: string) => on({ type: 'MedicationAdministrationVoided', data: { ...ref, reason: 'Wrong patient', voidedBy: 'nurse-1' } }, at),
  };
};

describe.each(testDatabases())('medication administrations read model on $name', (testDatabase) => {
  const spec = projectionSpec(medicationProjector, testDatabase);

  it('keeps one row per scheduled dose, its outcome and whether it was voided', async () => {
    const [kept, voided] = [administration(), administration()];
    const row = (id: string, fields: Record<string, unknown>) => ({
      id, patient_id: PATIENT, medication_name: 'Metformin', dose: '500 mg', scheduled_at: '2026-03-01T08:00:00.000Z', status: 1,
      created_at: '2026-03-01T08:10:00.000Z', ...fields,
    });
    await spec.given(kept.recorded('2026-03-01T08:10:00.000Z'), voided.recorded('2026-03-01T08:10:00.000Z'), voided.voided('2026-03-01T09:00:00.000Z')).then((positions) =>
      [
        row(kept.id, { voided: false, state: expect.objectContaining({ status: 'recorded' }), version: 0, updated_at: '2026-03-01T08:10:00.000Z', last_position: positions[0] }),
        row(voided.id, { voided: true, state: expect.objectContaining({ status: 'voided' }), version: 1, updated_at: '2026-03-01T09:00:00.000Z', last_position: positions[2] }),
      ].sort((x, y) => (x.id < y.id ? -1 : 1)),
    );
  });

  it('writes no row for a dose never recorded', async () => {
    await spec.given(administration().voided('2026-03-01T09:00:00.000Z')).then([]);
  });
});
