import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, PostPath, PostActionOf } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const hubBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Leslieville House',
  address: { street: '12 Pape Avenue', city: 'Toronto', province: 'ON', postalCode: 'M4M 2V5', country: 'CA' },
  latitude: 43.6629,
  longitude: -79.3389,
  hubLeadName: 'Nora Bell',
  hubLeadEmail: 'nora@example.org',
  capacity: 6,
  productId: 14,
  agencyId: DEMO_AGENCY_ID,
  ...overrides,
});

const leadBody = { leadLocationId: 'shared_live_in_host_sign_up', contactName: 'Helen Park', email: 'helen@example.org', city: 'Vancouver', productId: 14 };
const eventBody = (eventId: string) => ({ eventId, title: 'Garden afternoon', startsAt: '2030-05-10T14:00:00-04:00', endsAt: '2030-05-10T16:00:00-04:00' });

describe.each(testDatabases())('shared-living hub, cluster and host lead commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let provider: ApiClient;
  let partner: ApiClient;
  let family: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
    [admin, agency, provider, partner, family] = await Promise.all([stack.as('admin'), stack.as('agency'), stack.as('provider'), stack.as('partner'), stack.as('user')]);
  });
  afterAll(async () => stack?.stop());

  const createHub = async (overrides: Record<string, unknown> = {}) => accepted(await admin.post('/api/shared-living-hubs', hubBody(overrides)), 201);

  // First, while the store holds only the demo data.
  it('seeds demo hubs around six cities, with clusters, events and host leads in every state', async () => {
    const count = async (type: string) => {
      const { rows } = await stack.careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type]);
      return Number(rows[0]?.n ?? 0);
    };
    const { rows } = await stack.careledger.db.query<{ data: unknown }>("SELECT data FROM events WHERE type = 'HubCreated'");
    const hubs = rows.map(({ data }) => (typeof data === 'string' ? JSON.parse(data) : data) as { address: { city: string }; latitude: number });
    expect([...new Set(hubs.map((hub) => hub.address.city))].sort()).toEqual(['Austin', 'Madrid', 'Ottawa', 'Seattle', 'Toronto', 'Vancouver']);
    expect(hubs).toHaveLength(25);
    expect(await count('ClusterCreated')).toBe(5);
    expect(await count('HubEventAdded')).toBeGreaterThan(10);
    expect(await count('HubEventCancelled')).toBeGreaterThan(0);
    expect(await count('HostLeadCaptured')).toBe(30);
    for (const type of ['HostLeadQualified', 'HostLeadConverted', 'HostLeadRejected']) expect(await count(type), type).toBeGreaterThan(0);
  });

  it('creates a hub and lets its operating agency run it, events included; admins close and reopen it', async () => {
    const hub = await createHub();
    const eventId = randomUUID();
    const steps: [ApiClient, PostActionOf<'/api/shared-living-hubs/{id}'>, Record<string, unknown>][] = [
      [agency, 'update', { name: 'Leslieville Commons', latitude: 43.663, longitude: -79.339 }],
      [agency, 'change-capacity', { capacity: 8 }],
      [agency, 'assign-lead', { hubLeadName: 'Omar Haddad', hubLeadPhone: '+1 416 555 0199' }],
      [agency, 'add-event', eventBody(eventId)],
      [agency, 'update-event', { eventId, title: 'Spring garden afternoon' }],
      [agency, 'cancel-event', { eventId, reason: 'Rain' }],
      [admin, 'deactivate', { reason: 'Renovation' }],
      [admin, 'reactivate', {}],
    ];
    for (const [index, [client, action, body]] of steps.entries()) {
      expect(accepted(await client.post(`/api/shared-living-hubs/${hub.id}/${action}`, { expectedVersion: index, ...body })).version).toBe(index + 1);
    }
    expect(await streamEventTypes(stack, `hub-${hub.id}`)).toEqual([
      'HubCreated', 'HubDetailsUpdated', 'HubCapacityChanged', 'HubLeadAssigned', 'HubEventAdded', 'HubEventUpdated', 'HubEventCancelled', 'HubDeactivated', 'HubReactivated',
    ]);
    const { rows } = await stack.careledger.db.query<{ data: unknown }>("SELECT data FROM events WHERE stream_id = $1 AND type = 'HubDetailsUpdated'", [`hub-${hub.id}`]);
    const updated = rows[0]?.data;
    expect(typeof updated === 'string' ? JSON.parse(updated) : updated).toMatchObject({ name: 'Leslieville Commons', latitude: 43.663, longitude: -79.339, address: { city: 'Toronto' } });
  });

  it('forms a cluster of hubs, changes its hubs and renames it', async () => {
    const [first, second, third] = [await createHub(), await createHub({ name: 'Riverdale Home' }), await createHub({ name: 'Annex Place', agencyId: null })];
    const cluster = accepted(await admin.post('/api/shared-living-clusters', { name: 'Toronto East', hubIds: [first.id, second.id] }), 201);
    accepted(await admin.post(`/api/shared-living-clusters/${cluster.id}/add-hub`, { expectedVersion: 0, hubId: third.id }));
    accepted(await admin.post(`/api/shared-living-clusters/${cluster.id}/remove-hub`, { expectedVersion: 1, hubId: first.id }));
    accepted(await admin.post(`/api/shared-living-clusters/${cluster.id}/rename`, { expectedVersion: 2, name: 'Greater Toronto' }));
    expect(await streamEventTypes(stack, `cluster-${cluster.id}`)).toEqual(['ClusterCreated', 'HubAddedToCluster', 'HubRemovedFromCluster', 'ClusterRenamed']);
  });

  it('captures host leads from any signed-in role; admins qualify, convert and reject them', async () => {
    const hub = await createHub();
    const lead = accepted(await family.post('/api/host-leads', leadBody), 201);
    accepted(await admin.post(`/api/host-leads/${lead.id}/qualify`, { expectedVersion: 0 }));
    accepted(await admin.post(`/api/host-leads/${lead.id}/convert`, { expectedVersion: 1, hubId: hub.id }));
    expect(await streamEventTypes(stack, `hostlead-${lead.id}`)).toEqual(['HostLeadCaptured', 'HostLeadQualified', 'HostLeadConverted']);
    expect(await lastEventData(stack, `hostlead-${lead.id}`)).toEqual({ hostLeadId: lead.id, hubId: hub.id });
    for (const slug of ['partner', 'agency-agent', 'caregiver']) {
      const other = accepted(await (await stack.as(slug)).post('/api/host-leads', { ...leadBody, leadLocationId: 'book_a_visit', productId: 7 }), 201);
      if (slug === 'caregiver') accepted(await admin.post(`/api/host-leads/${other.id}/reject`, { expectedVersion: 0, reason: 'Could not be reached' }));
    }
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const hub = await refusedWithoutEvents(stack, () =>
      admin.post('/api/shared-living-hubs', { ...hubBody({ latitude: 91, capacity: 25, productId: 3, colour: 'red' }), address: { street: '1 Main', city: 'Toronto', country: 'Canada' }, hubLeadName: undefined }),
    );
    expect(hub.status).toBe(400);
    expect(hub.body.errors).toEqual(expect.arrayContaining([
      { path: 'latitude', message: 'must be a number from -90 to 90' },
      { path: 'capacity', message: 'must be an integer from 1 to 20' },
      { path: 'productId', message: 'must be a product id: 14 (shared living) or 7 (adult day program)' },
      { path: 'address.province', message: 'is required' },
      { path: 'address.country', message: 'must be a two-letter country code (ISO 3166-1), like CA' },
      { path: 'hubLeadName', message: 'is required' },
      { path: 'colour', message: 'is not an allowed field' },
    ]));
    const created = await createHub();
    const event = await refusedWithoutEvents(stack, () => agency.post(`/api/shared-living-hubs/${created.id}/add-event`, { expectedVersion: 0, eventId: 'e-1', title: 'Tea', startsAt: '2030-05-10 14:00' }));
    expect(event.body.errors).toEqual([
      { path: 'eventId', message: 'must be a UUID' },
      { path: 'startsAt', message: 'must be an ISO-8601 date-time with a time zone' },
      { path: 'endsAt', message: 'is required' },
    ]);
    const cluster = await refusedWithoutEvents(stack, () => admin.post('/api/shared-living-clusters', { name: 'Twice', hubIds: [created.id, created.id] }));
    expect(cluster.body.errors).toEqual([{ path: 'hubIds', message: 'must not name a hub twice' }]);
    const lead = await refusedWithoutEvents(stack, () => family.post('/api/host-leads', { ...leadBody, leadLocationId: 'billboard', email: 'helen' }));
    expect(lead.body.errors.map((error: { path: string }) => error.path)).toEqual(['leadLocationId', 'email']);
  });

  it('refuses with 403 what the policy refuses, and stores nothing', async () => {
    const hub = await createHub();
    const unoperated = await createHub({ agencyId: null });
    const lead = accepted(await family.post('/api/host-leads', leadBody), 201);
    const attempts: [ApiClient, PostPath, Record<string, unknown>][] = [
      [agency, '/api/shared-living-hubs', hubBody()],
      [agency, `/api/shared-living-hubs/${hub.id}/deactivate`, { expectedVersion: 0 }],
      [agency, `/api/shared-living-hubs/${unoperated.id}/change-capacity`, { expectedVersion: 0, capacity: 9 }],
      [provider, `/api/shared-living-hubs/${hub.id}/add-event`, { expectedVersion: 0, ...eventBody(randomUUID()) }],
      [partner, `/api/shared-living-hubs/${hub.id}/update`, { expectedVersion: 0, name: 'Mine now' }],
      [agency, '/api/shared-living-clusters', { name: 'Agency cluster' }],
      [family, `/api/host-leads/${lead.id}/qualify`, { expectedVersion: 0 }],
      [agency, `/api/host-leads/${lead.id}/reject`, { expectedVersion: 0, reason: 'Not ours' }],
    ];
    for (const [client, path, body] of attempts) {
      expect((await refusedWithoutEvents(stack, () => client.post(path, body))).status, path).toBe(403);
    }
  });

  it('answers 404 for an unknown record, 409 for a stale version and 422 for a broken rule, storing nothing', async () => {
    const unknown: [PostPath, Record<string, unknown>][] = [
      [`/api/shared-living-hubs/${randomUUID()}/change-capacity`, { capacity: 3 }],
      [`/api/shared-living-clusters/${randomUUID()}/rename`, { name: 'X' }],
      [`/api/host-leads/${randomUUID()}/qualify`, {}],
    ];
    for (const [path, body] of unknown) {
      expect((await refusedWithoutEvents(stack, () => admin.post(path, { expectedVersion: 0, ...body }))).status, path).toBe(404);
    }
    const hub = await createHub();
    const stale = await refusedWithoutEvents(stack, () => agency.post(`/api/shared-living-hubs/${hub.id}/change-capacity`, { expectedVersion: 4, capacity: 7 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 4, actualVersion: 0 });

    const backwards = await refusedWithoutEvents(stack, () =>
      agency.post(`/api/shared-living-hubs/${hub.id}/add-event`, { expectedVersion: 0, ...eventBody(randomUUID()), endsAt: '2030-05-10T17:00:00Z' }),
    );
    expect([backwards.status, backwards.body.code]).toEqual([422, 'hub_event_ends_before_start']);
    const eventId = randomUUID();
    accepted(await agency.post(`/api/shared-living-hubs/${hub.id}/add-event`, { expectedVersion: 0, ...eventBody(eventId) }));
    accepted(await agency.post(`/api/shared-living-hubs/${hub.id}/cancel-event`, { expectedVersion: 1, eventId }));
    const cancelled = await refusedWithoutEvents(stack, () => agency.post(`/api/shared-living-hubs/${hub.id}/update-event`, { expectedVersion: 2, eventId, title: 'Back on' }));
    expect([cancelled.status, cancelled.body.code]).toEqual([422, 'hub_event_cancelled']);

    const cluster = accepted(await admin.post('/api/shared-living-clusters', { name: 'Ottawa Valley' }), 201);
    const absent = await refusedWithoutEvents(stack, () => admin.post(`/api/shared-living-clusters/${cluster.id}/remove-hub`, { expectedVersion: 0, hubId: hub.id }));
    expect([absent.status, absent.body.code]).toEqual([422, 'hub_not_in_cluster']);

    const lead = accepted(await family.post('/api/host-leads', leadBody), 201);
    const early = await refusedWithoutEvents(stack, () => admin.post(`/api/host-leads/${lead.id}/convert`, { expectedVersion: 0, hubId: hub.id }));
    expect([early.status, early.body.code]).toEqual([422, 'illegal_transition']);
  });

});
