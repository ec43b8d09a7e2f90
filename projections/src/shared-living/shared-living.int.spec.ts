import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { metadata, unrelated, type GivenEvent } from '../testing/assessment-events';
import { projectionSpec } from '../testing/projection-spec';
import { referralExamples } from '../testing/referral-examples';
import { clusterProjector } from './cluster-projector';
import { hostLeadProjector } from './host-lead-projector';
import { hubProjector } from './hub-projector';
import { referralProjector } from './referral-projector';

const on =
  (streamId: string) =>
  (type: string, data: Record<string, unknown>, at: string): GivenEvent => ({ type, data, streamId, metadata: metadata(at) });

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const address = { street: '12 Pape Avenue', city: 'Toronto', province: 'ON', postalCode: 'M4M 2V5', country: 'CA' };
const lead = { name: 'Nora Bell', email: null, phone: null };
const schedule = { title: 'Garden afternoon', startsAt: '2030-05-10T14:00:00-04:00', endsAt: '2030-05-10T16:00:00-04:00', description: null };

const hubHistory = (hubId: string, eventId: string) => {
  const event = on(`hub-${hubId}`);
  const ref = { hubId };
  return [
    event('HubCreated', { ...ref, name: 'Leslieville', address, latitude: 43.66, longitude: -79.34, productId: 14, hubLead: lead, capacity: 6, agencyId: AGENCY, createdBy: 'admin-1' }, '2026-03-01T09:00:00.000Z'),
    event('HubDetailsUpdated', { ...ref, name: 'Leslieville Commons', address: { ...address, city: 'Ottawa' }, latitude: 45.42, longitude: -75.69, productId: 7 }, '2026-03-02T09:00:00.000Z'),
    event('HubCapacityChanged', { ...ref, capacity: 8, previousCapacity: 6 }, '2026-03-03T09:00:00.000Z'),
    event('HubLeadAssigned', { ...ref, hubLead: { name: 'Omar Haddad', email: 'omar@example.org', phone: '+1 416 555 0199' }, previousHubLead: lead }, '2026-03-04T09:00:00.000Z'),
    event('HubEventAdded', { ...ref, eventId, ...schedule }, '2026-03-05T09:00:00.000Z'),
    event('HubEventUpdated', { ...ref, eventId, ...schedule, title: 'Spring garden' }, '2026-03-06T09:00:00.000Z'),
    event('HubEventCancelled', { ...ref, eventId, reason: 'Rain' }, '2026-03-07T09:00:00.000Z'),
    event('HubDeactivated', { ...ref, reason: 'Renovation' }, '2026-03-08T09:00:00.000Z'),
  ];
};

describe.each(testDatabases())('shared-living read models on $name', (testDatabase) => {
  const hubs = projectionSpec(hubProjector, testDatabase);
  const clusters = projectionSpec(clusterProjector, testDatabase);
  const hostLeads = projectionSpec(hostLeadProjector, testDatabase);
  const referrals = projectionSpec(referralProjector, testDatabase);

  it.each([1, 1_000])('follows a hub through every change in batches of %i, and ignores orphans', async (batchSize) => {
    const [hubId, eventId] = [randomUUID(), randomUUID()];
    const orphan = on(`hub-${randomUUID()}`)('HubCapacityChanged', { hubId: randomUUID(), capacity: 3, previousCapacity: 2 }, '2026-03-09T09:00:00.000Z');
    await hubs.given(...hubHistory(hubId, eventId), unrelated('2026-03-09T09:00:00.000Z'), orphan).then(
      (positions) => [
        {
          id: hubId, name: 'Leslieville Commons', product_id: 7, street: address.street, city: 'Ottawa', province: 'ON', postal_code: 'M4M 2V5', country: 'CA',
          latitude: 45.42, longitude: -75.69, capacity: 8, lead_name: 'Omar Haddad', lead_email: 'omar@example.org', lead_phone: '+1 416 555 0199',
          agency_id: AGENCY, active: false, deactivation_reason: 'Renovation', created_by: 'admin-1',
          created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-08T09:00:00.000Z', version: 7, last_position: positions[7],
        },
      ],
      { batchSize },
    );
  });

  it('keeps each hub event as scheduled, updated and cancelled', async () => {
    const [hubId, eventId] = [randomUUID(), randomUUID()];
    await hubs.given(...hubHistory(hubId, eventId)).then(
      (positions) => [
        {
          hub_id: hubId, event_id: eventId, title: 'Spring garden', description: null, starts_at: '2030-05-10T18:00:00.000Z', ends_at: '2030-05-10T20:00:00.000Z',
          status: 'cancelled', cancel_reason: 'Rain', created_at: '2026-03-05T09:00:00.000Z', updated_at: '2026-03-07T09:00:00.000Z', last_position: positions[6],
        },
      ],
      { table: 'hub_events', orderBy: 'event_id' },
    );
  });

  const clusterHistory = (clusterId: string, [a, b, c]: readonly string[]) => {
    const event = on(`cluster-${clusterId}`);
    return [
      event('ClusterCreated', { clusterId, name: 'East', hubIds: [a, b], createdBy: 'admin-1' }, '2026-03-01T09:00:00.000Z'),
      event('HubAddedToCluster', { clusterId, hubId: c }, '2026-03-02T09:00:00.000Z'),
      event('HubRemovedFromCluster', { clusterId, hubId: a }, '2026-03-03T09:00:00.000Z'),
      event('ClusterRenamed', { clusterId, name: 'East end', previousName: 'East' }, '2026-03-04T09:00:00.000Z'),
    ];
  };

  it('renames a cluster and counts every change in its version', async () => {
    const clusterId = randomUUID();
    await clusters.given(...clusterHistory(clusterId, [randomUUID(), randomUUID(), randomUUID()])).then((positions) => [
      { id: clusterId, name: 'East end', created_by: 'admin-1', created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-04T09:00:00.000Z', version: 3, last_position: positions[3] },
    ]);
  });

  it.each([1, 1_000])("keeps a cluster's hubs in the order they joined, in batches of %i", async (batchSize) => {
    const clusterId = randomUUID();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await clusters.given(...clusterHistory(clusterId, [a, b, c])).then(
      [{ cluster_id: clusterId, hub_id: b, position: 0 }, { cluster_id: clusterId, hub_id: c, position: 1 }],
      { table: 'shared_living_cluster_hubs', orderBy: 'position', batchSize },
    );
  });

  it('follows a host lead from capture to rejection', async () => {
    const hostLeadId = randomUUID();
    const event = on(`hostlead-${hostLeadId}`);
    const contact = { leadLocationId: 'book_a_visit', contactName: 'Helen Park', email: 'helen@example.org', phone: null, city: 'Vancouver', productId: 14, notes: null };
    await hostLeads
      .given(
        event('HostLeadCaptured', { hostLeadId, ...contact, capturedBy: 'user-2' }, '2026-03-01T09:00:00.000Z'),
        event('HostLeadQualified', { hostLeadId }, '2026-03-02T09:00:00.000Z'),
        event('HostLeadRejected', { hostLeadId, reason: 'Out of area', previousStatus: 'QUALIFIED' }, '2026-03-03T09:00:00.000Z'),
      )
      .then((positions) => [
        {
          id: hostLeadId, status: 'REJECTED', lead_location_id: 'book_a_visit', contact_name: 'Helen Park', email: 'helen@example.org', phone: null, city: 'Vancouver',
          product_id: 14, notes: null, hub_id: null, reject_reason: 'Out of area', captured_by: 'user-2',
          created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-03T09:00:00.000Z', version: 2, last_position: positions[2],
        },
      ]);
  });

  referralExamples(referrals);
});
