import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MedicationOrderEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { medicationOrderProjector } from './medication-order-projector';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const terms = { dose: '25 mg', timesOfDay: ['08:00', '20:00'], endDate: null, instructions: null };

const order = (orderId: string = randomUUID()) => {
  const on = (event: MedicationOrderEvent, at: string) => given(`medicationorder-${orderId}`, event, at);
  const ref = { orderId };
  return {
    id: orderId,
    created: (at: string) =>
      on({ type: 'MedicationOrderCreated', data: { ...ref, ...terms, patientId: PATIENT, drug: 'Metoprolol', routeId: 1, startDate: '2026-03-01', prescribedBy: 'agency-1' } }, at),
    changed: (at: string) =>
      on({ type: 'MedicationOrderChanged', data: { ...ref, ...terms, dose: '50 mg', timesOfDay: ['09:00'], endDate: '2026-03-31', previous: terms, changedBy: 'agency-1' } }, at),
    discontinued: (at: string) => on({ type: 'MedicationOrderDiscontinued', data: { ...ref, reason: 'Stopped', discontinuedBy: 'agency-1', discontinuedAt: at } }, at),
  };
};

describe.each(testDatabases())('medication orders read model on $name', (testDatabase) => {
  const spec = projectionSpec(medicationOrderProjector, testDatabase);

  it.each([1, 1_000])('keeps one row per order with its current terms and status, in batches of %i', async (batchSize) => {
    const [changed, stopped] = [order(), order()];
    const row = (id: string, fields: Record<string, unknown>) => ({
      id, patient_id: PATIENT, drug: 'Metoprolol', route_id: 1, start_date: '2026-03-01', created_at: '2026-03-01T08:00:00.000Z', ...fields,
    });
    await spec
      .given(changed.created('2026-03-01T08:00:00.000Z'), stopped.created('2026-03-01T08:00:00.000Z'), changed.changed('2026-03-02T08:00:00.000Z'), stopped.discontinued('2026-03-03T08:00:00.000Z'))
      .then(
        (positions) =>
          [
            row(changed.id, {
              dose: '50 mg', times_of_day: ['09:00'], end_date: '2026-03-31', status: 'active',
              state: expect.objectContaining({ status: 'active', changes: 1 }), version: 1, updated_at: '2026-03-02T08:00:00.000Z', last_position: positions[2],
            }),
            row(stopped.id, {
              dose: '25 mg', times_of_day: ['08:00', '20:00'], end_date: null, status: 'discontinued',
              state: expect.objectContaining({ status: 'discontinued', discontinuedReason: 'Stopped' }), version: 1, updated_at: '2026-03-03T08:00:00.000Z', last_position: positions[3],
            }),
          ].sort((x, y) => (x.id < y.id ? -1 : 1)),
        { batchSize },
      );
  });

  it('writes no row for an order never created', async () => {
    await spec.given(order().discontinued('2026-03-01T09:00:00.000Z')).then([]);
  });
});
