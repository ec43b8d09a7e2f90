import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import type { AgencyEvent, HubEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { searchProjector } from './search-projector';

const address = { street: '12 Pape Avenue', city: 'Toronto', province: 'ON', postalCode: 'M4M 2V5', country: 'CA' };
const lead = { name: 'Nora Bell', email: null, phone: null };

const agencyEvent = (agencyId: string, event: AgencyEvent, at: string) => given(`agency-${agencyId}`, event, at);
const hubEvent = (hubId: string, event: HubEvent, at: string) => given(`hub-${hubId}`, event, at);

describe.each(testDatabases())('search locations read model on $name', (testDatabase) => {
  const spec = projectionSpec(searchProjector, testDatabase);

  it.each([1, 1_000])('puts agencies and hubs on one map, unlisting a terminated agency and a deactivated hub, in batches of %i', async (batchSize) => {
    const [agencyId, hubId] = [randomUUID(), randomUUID()];
    await spec
      .given(
        agencyEvent(agencyId, {
          type: 'AgencyRegistered',
          data: {
            agencyId, name: 'Harbour Homecare', email: 'office@harbour.example', phone: null, address: { city: 'Toronto', province: 'ON', latitude: 43.65, longitude: -79.38 },
            isInternal: false, careServiceIds: [1, 3], standing: 1, createdBy: 'admin-1',
          },
        }, '2026-03-01T09:00:00.000Z'),
        hubEvent(hubId, {
          type: 'HubCreated',
          data: { hubId, name: 'Leslieville', address, latitude: 43.66, longitude: -79.34, productId: 14, hubLead: lead, capacity: 6, agencyId, createdBy: 'admin-1' },
        }, '2026-03-01T10:00:00.000Z'),
        agencyEvent(agencyId, { type: 'AgencyStandingChanged', data: { agencyId, level: 4, previousLevel: 1, reason: 'Licence revoked' } }, '2026-03-02T09:00:00.000Z'),
        hubEvent(hubId, { type: 'HubCapacityChanged', data: { hubId, capacity: 8, previousCapacity: 6 } }, '2026-03-03T09:00:00.000Z'),
        hubEvent(hubId, { type: 'HubDeactivated', data: { hubId, reason: 'Renovation' } }, '2026-03-04T09:00:00.000Z'),
      )
      .then(
        (positions) =>
          [
            {
              id: agencyId, kind: 'homecare', listed: false, name: 'Harbour Homecare', latitude: 43.65, longitude: -79.38, city: 'Toronto', province: 'ON',
              country: null, care_service_ids: [1, 3], capacity: null, version: 1, updated_at: '2026-03-02T09:00:00.000Z', last_position: positions[2],
            },
            {
              id: hubId, kind: 'shared-living', listed: false, name: 'Leslieville', latitude: 43.66, longitude: -79.34, city: 'Toronto', province: 'ON',
              country: 'CA', care_service_ids: [], capacity: 8, version: 2, updated_at: '2026-03-04T09:00:00.000Z', last_position: positions[4],
            },
          ].sort((x, y) => (x.id < y.id ? -1 : 1)),
        { batchSize },
      );
  });

  it('writes no row for a hub never created', async () => {
    const hubId = randomUUID();
    await spec.given(hubEvent(hubId, { type: 'HubReactivated', data: { hubId } }, '2026-03-01T09:00:00.000Z')).then([]);
  });
});
