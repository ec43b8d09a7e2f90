import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgencyEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { agencyProjector } from './agency-projector';

const agency = (agencyId: string = randomUUID()) => {
  const on = (event: AgencyEvent, at: string) => given(`agency-${agencyId}`, event, at);
  const ref = { agencyId };
  return {
    id: agencyId,
    registered: (at: string) =>
      on({
        type: 'AgencyRegistered',
        data: { ...ref, name: 'Harbour Homecare', email: 'office@harbour.example', phone: null, address: { city: 'Toronto', province: 'ON' }, isInternal: false, careServiceIds: [3], standing: 1, createdBy: 'admin-1' },
      }, at),
    careTypesSet: (at: string) => on({ type: 'AgencyCareTypesSet', data: { ...ref, careServiceIds: [1, 3], previousCareServiceIds: [3] } }, at),
    standingChanged: (at: string) => on({ type: 'AgencyStandingChanged', data: { ...ref, level: 3, previousLevel: 1, reason: 'Late visits' } }, at),
    renamed: (at: string) => on({ type: 'AgencyProfileUpdated', data: { ...ref, changes: { name: 'Harbour Care' } } }, at),
  };
};

describe.each(testDatabases())('agencies read model on $name', (testDatabase) => {
  const spec = projectionSpec(agencyProjector, testDatabase);

  it.each([1, 1_000])('keeps one row per agency with the columns lists filter on, in batches of %i', async (batchSize) => {
    const a = agency();
    await spec.given(a.registered('2026-03-01T09:00:00.000Z'), a.careTypesSet('2026-03-02T09:00:00.000Z'), a.standingChanged('2026-03-03T09:00:00.000Z'), a.renamed('2026-03-04T09:00:00.000Z')).then(
      (positions) => [
        {
          id: a.id,
          name: 'Harbour Care',
          standing: 3,
          is_internal: false,
          care_service_ids: [1, 3],
          state: expect.objectContaining({ status: 'registered', name: 'Harbour Care', standing: 3, careServiceIds: [1, 3] }),
          version: 3,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-04T09:00:00.000Z',
          last_position: positions.at(-1),
        },
      ],
      { batchSize },
    );
  });

  it('writes no row for an agency never registered', async () => {
    await spec.given(agency().standingChanged('2026-03-01T09:00:00.000Z')).then([]);
  });
});
