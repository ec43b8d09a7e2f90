import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CaregiverEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { caregiverProjector } from './caregiver-projector';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';

const caregiver = (caregiverId: string = randomUUID()) => {
  const on = (event: CaregiverEvent, at: string) => given(`caregiver-${caregiverId}`, event, at);
  const ref = { caregiverId };
  return {
    id: caregiverId,
    registered: (at: string) =>
      on({
        type: 'CaregiverRegistered',
        data: { ...ref, firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: null, agencyId: AGENCY, userId: null, professionId: 'personal_support_worker', status: 0, createdBy: 'admin-1' },
      }, at),
    hired: (at: string) => on({ type: 'CaregiverHired', data: { ...ref, previousStatus: 0 } }, at),
    serviceAdded: (at: string) => on({ type: 'CaregiverServiceAdded', data: { ...ref, careServiceId: 3, competency: 1 } }, at),
  };
};

describe.each(testDatabases())('caregivers read model on $name', (testDatabase) => {
  const spec = projectionSpec(caregiverProjector, testDatabase);

  it.each([1, 1_000])('keeps one row per caregiver with its status and services, in batches of %i', async (batchSize) => {
    const c = caregiver();
    await spec.given(c.registered('2026-03-01T09:00:00.000Z'), c.hired('2026-03-02T09:00:00.000Z'), c.serviceAdded('2026-03-03T09:00:00.000Z')).then(
      (positions) => [
        {
          id: c.id,
          agency_id: AGENCY,
          user_id: null,
          first_name: 'Ada',
          last_name: 'Okafor',
          status: 1,
          profession_id: 'personal_support_worker',
          care_service_ids: [3],
          state: expect.objectContaining({ status: 1, services: [expect.objectContaining({ careServiceId: 3 })] }),
          version: 2,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-03T09:00:00.000Z',
          last_position: positions.at(-1),
        },
      ],
      { batchSize },
    );
  });

  it('writes no row for a caregiver never registered', async () => {
    await spec.given(caregiver().hired('2026-03-01T09:00:00.000Z')).then([]);
  });
});
