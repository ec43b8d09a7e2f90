import { describe, expect, it } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { CAREGIVER_AGENCY as AGENCY, caregiver } from '../testing/caregiver-examples';
import { projectionSpec } from '../testing/projection-spec';
import { caregiverProjector } from './caregiver-projector';

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
