import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const address = { street: '12 Pape Avenue', city: 'Zanzibar Falls', province: 'ON', postalCode: 'M4M 2V5', country: 'CA' };
const hubBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Quayside House', address, latitude: 43.6629, longitude: -79.3389, hubLeadName: 'Nora Bell', hubLeadEmail: 'nora@example.org',
  capacity: 6, productId: 14, agencyId: DEMO_AGENCY_ID, ...overrides,
});
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const ids = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);
const paths = (body: { errors: { path: string }[] }) => body.errors.map((error) => error.path).sort();

describe.each(testDatabases())('shared-living queries on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient, agency: ApiClient, provider: ApiClient, partner: ApiClient, family: ApiClient, caregiver: ApiClient;
  let headers: Record<string, string>;
  let hubId: string, otherHubId: string, dayProgramId: string, clusterId: string;
  let referralId: string, patientId: string;
  const eventIds = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
    [admin, agency, provider, partner, family, caregiver] = await Promise.all([
      stack.as('admin'), stack.as('agency'), stack.as('provider'), stack.as('partner'), stack.as('user'), stack.as('caregiver'),
    ]);
    hubId = accepted(await admin.post('/api/shared-living-hubs', hubBody()), 201).id;
    otherHubId = accepted(await admin.post('/api/shared-living-hubs', hubBody({ name: 'Quarry Lane', agencyId: null })), 201).id;
    dayProgramId = accepted(await admin.post('/api/shared-living-hubs', hubBody({ name: 'Quince Day Centre', productId: 7 })), 201).id;
    accepted(await admin.post(`/api/shared-living-hubs/${otherHubId}/deactivate`, { expectedVersion: 0, reason: 'Renovation' }));
    const events = [
      { eventId: eventIds[0], title: 'Later', startsAt: '2031-05-10T14:00:00Z', endsAt: '2031-05-10T16:00:00Z' },
      { eventId: eventIds[1], title: 'Sooner', startsAt: '2030-05-10T14:00:00Z', endsAt: '2030-05-10T16:00:00Z', description: 'Garden' },
      { eventId: eventIds[2], title: 'Called off', startsAt: '2030-06-10T14:00:00Z', endsAt: '2030-06-10T16:00:00Z' },
    ];
    for (const [index, body] of events.entries()) accepted(await agency.post(`/api/shared-living-hubs/${hubId}/add-event`, { expectedVersion: index, ...body }));
    accepted(await agency.post(`/api/shared-living-hubs/${hubId}/cancel-event`, { expectedVersion: 3, eventId: eventIds[2], reason: 'Rain' }));
    clusterId = accepted(await admin.post('/api/shared-living-clusters', { name: 'Quartz cluster', hubIds: [hubId, otherHubId] }), 201).id;
    patientId = accepted(await partner.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks' }), 201).id;
    referralId = accepted(await partner.post('/api/referrals', { patientId, hubId }), 201).id;
    accepted(await partner.post(`/api/referrals/${referralId}/milestones`, { expectedVersion: 0, milestone: 'hospital-admission', date: daysAgo(3) }));
    // The patient's agency is set after the referral: the referral follows it.
    accepted(await partner.post(`/api/patients/${patientId}/assign-agency`, { expectedVersion: 0, agencyId: DEMO_AGENCY_ID }));
    headers = { 'x-min-position': String(await stack.headPosition()) };
  });
  afterAll(async () => stack?.stop());

  it('lists hubs at data.data with address, coordinates, lead and version, filtered and paged', async () => {
    const all = await admin.get('/api/shared-living-hubs?pageSize=100', { headers });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 28, page: 1, pageSize: 100 });
    const names = all.body.data.map((hub: { name: string }) => hub.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const hub = all.body.data.find((row: { id: string }) => row.id === hubId);
    expect(hub).toEqual({
      id: hubId, name: 'Quayside House', productId: 14, address, latitude: 43.6629, longitude: -79.3389, capacity: 6,
      lead: { name: 'Nora Bell', email: 'nora@example.org', phone: null }, agencyId: DEMO_AGENCY_ID, agencyName: 'Maple Grove Home Care', active: true, deactivationReason: null,
      version: 4, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const page2 = await admin.get('/api/shared-living-hubs?pageSize=10&page=2', { headers });
    expect(ids(page2.body)).toEqual(ids(all.body).slice(10, 20));
    expect(ids((await admin.get('/api/shared-living-hubs?search=qu&city=Zanzibar%20Falls', { headers })).body)).toEqual([otherHubId, hubId, dayProgramId]);
    expect(ids((await admin.get('/api/shared-living-hubs?search=qu&productId=7', { headers })).body)).toEqual([dayProgramId]);
    expect(ids((await admin.get('/api/shared-living-hubs?search=QU&active=false', { headers })).body)).toEqual([otherHubId]);
    expect(ids((await admin.get(`/api/shared-living-hubs?clusterId=${clusterId}`, { headers })).body)).toEqual([otherHubId, hubId]);
    const products = await admin.get('/api/shared-living-hubs?productId=14&pageSize=100', { headers });
    expect(products.body.data.every((row: { productId: number }) => row.productId === 14)).toBe(true);
  });

  it('shows hubs per the hub policy: families none, caregivers their agency\'s', async () => {
    expect((await family.get('/api/shared-living-hubs', { headers })).status).toBe(403);
    expect((await provider.get('/api/shared-living-hubs?search=qu', { headers })).body.total).toBe(3);
    const mine = await caregiver.get('/api/shared-living-hubs?pageSize=100', { headers });
    expect(mine.body.data.every((row: { agencyId: string }) => row.agencyId === DEMO_AGENCY_ID)).toBe(true);
    expect(ids(mine.body)).toContain(hubId);
    expect((await caregiver.get(`/api/shared-living-hubs/${otherHubId}`, { headers })).status).toBe(403);
    const one = await partner.get(`/api/shared-living-hubs/${hubId}`, { headers });
    expect(one.body).toMatchObject({ id: hubId, clusterIds: [clusterId] });
  });

  it('answers 400 naming bad hub parameters, 404 an unknown hub', async () => {
    const bad = await admin.get('/api/shared-living-hubs?productId=3&active=maybe&clusterId=x&sort=colour&pageSize=500');
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(['active', 'clusterId', 'pageSize', 'productId', 'sort']);
    expect((await admin.get('/api/shared-living-hubs/not-a-uuid')).status).toBe(400);
    expect((await admin.get(`/api/shared-living-hubs/${randomUUID()}`)).status).toBe(404);
  });

  it('answers a hub address as { hubAddress } and a day program as { dayProgramAddress }', async () => {
    const hub = await agency.get(`/api/hubAddress?hubId=${hubId}`, { headers });
    expect(hub.body).toEqual({ hubAddress: { ...address, latitude: 43.6629, longitude: -79.3389 } });
    expect((await agency.get(`/api/dayProgramAddress?hubId=${dayProgramId}`, { headers })).body.dayProgramAddress).toMatchObject({ city: 'Zanzibar Falls' });
    expect((await agency.get(`/api/dayProgramAddress?hubId=${hubId}`, { headers })).status).toBe(404);
    expect((await agency.get('/api/hubAddress')).body.errors).toEqual([{ path: 'hubId', message: 'is required' }]);
    expect((await agency.get('/api/hubAddress?hubId=12')).status).toBe(400);
    expect((await agency.get(`/api/hubAddress?hubId=${randomUUID()}`)).status).toBe(404);
    expect((await family.get(`/api/hubAddress?hubId=${hubId}`)).status).toBe(403);
  });

  it("lists a hub's events soonest first, cancelled ones on request, within from/to", async () => {
    const events = await partner.get(`/api/hub/${hubId}/hub-events`, { headers });
    expect(events.body.data.map((event: { title: string }) => event.title)).toEqual(['Sooner', 'Later']);
    expect(events.body.data[0]).toEqual({
      eventId: eventIds[1], hubId, title: 'Sooner', description: 'Garden', startsAt: '2030-05-10T14:00:00.000Z', endsAt: '2030-05-10T16:00:00.000Z',
      status: 'active', cancelReason: null,
    });
    const withCancelled = await partner.get(`/api/hub/${hubId}/hub-events?includeCancelled=true`, { headers });
    expect(withCancelled.body.data.map((event: { title: string; status: string }) => [event.title, event.status])).toEqual([
      ['Sooner', 'active'], ['Called off', 'cancelled'], ['Later', 'active'],
    ]);
    const window = await partner.get(`/api/hub/${hubId}/hub-events?from=2030-06-01T00:00:00Z&to=2031-01-01T00:00:00%2B02:00&includeCancelled=true`, { headers });
    expect(window.body.data.map((event: { title: string }) => event.title)).toEqual(['Called off']);
    const bad = await partner.get(`/api/hub/${hubId}/hub-events?from=tomorrow&includeCancelled=perhaps`);
    expect(paths(bad.body)).toEqual(['from', 'includeCancelled']);
    expect((await partner.get(`/api/hub/${randomUUID()}/hub-events`)).status).toBe(404);
    expect((await family.get(`/api/hub/${hubId}/hub-events`)).status).toBe(403);
  });

  it('lists clusters and shows one with its hubs', async () => {
    const list = await agency.get('/api/shared-living-clusters?pageSize=100', { headers });
    expect(list.body.total).toBe(6);
    expect(list.body.data.find((row: { id: string }) => row.id === clusterId)).toMatchObject({ name: 'Quartz cluster', hubIds: [hubId, otherHubId], version: 0 });
    expect(ids((await agency.get(`/api/shared-living-clusters?hubId=${otherHubId}`, { headers })).body)).toEqual([clusterId]);
    const one = await partner.get(`/api/shared-living-clusters/${clusterId}`, { headers });
    expect(one.body.hubs.map((hub: { id: string; name: string }) => hub.name)).toEqual(['Quayside House', 'Quarry Lane']);
    expect((await family.get('/api/shared-living-clusters')).status).toBe(403);
    expect((await caregiver.get(`/api/shared-living-clusters/${clusterId}`)).status).toBe(403);
    expect((await admin.get(`/api/shared-living-clusters/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/shared-living-clusters/nope')).status).toBe(400);
  });

  it('serves host leads as JSON to administrators on an AJAX request, and the console page otherwise', async () => {
    const leads = await admin.get('/admin/shared-living/host-leads?pageSize=100', { headers });
    expect(leads.status).toBe(200);
    expect(leads.body.total).toBe(30);
    expect(leads.headers.get('vary')).toMatch(/X-Requested-With/i);
    expect(leads.body.data[0]).toMatchObject({ id: expect.any(String), status: expect.any(String), leadLocationId: expect.any(String), version: expect.any(Number) });
    const created = leads.body.data.map((lead: { createdAt: string }) => lead.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const rejected = await admin.get('/admin/shared-living/host-leads?status=REJECTED&pageSize=100', { headers });
    expect(rejected.body.total).toBeGreaterThan(0);
    expect(rejected.body.data.every((lead: { status: string; rejectReason: string }) => lead.status === 'REJECTED' && lead.rejectReason)).toBe(true);
    const bad = await admin.get('/admin/shared-living/host-leads?status=LOST&productId=2&leadLocationId=moon');
    expect(paths(bad.body)).toEqual(['leadLocationId', 'productId', 'status']);
    for (const client of [agency, partner, family]) expect((await client.get('/admin/shared-living/host-leads')).status).toBe(403);

    const firstRejected = rejected.body.data[0];
    const one = await admin.get(`/api/host-leads/${firstRejected.id}`, { headers });
    expect([one.status, one.body]).toEqual([200, firstRejected]);
    expect((await agency.get(`/api/host-leads/${firstRejected.id}`)).status).toBe(403);
    expect((await admin.get('/api/host-leads/nope')).status).toBe(400);
    expect((await admin.get(`/api/host-leads/${randomUUID()}`)).status).toBe(404);
    expect((await stack.client().get('/admin/shared-living/host-leads')).status).toBe(401);

    const page = await stack.client().get('/admin/shared-living/host-leads', { headers: { 'x-requested-with': '' } });
    // The console's page for a path that names no first screen: index.html as built, which the console
    // page sends on to the host leads screen (a known screen's page also preloads that screen's chunks).
    const consolePage = await stack.client().getUndocumented('/en-us/no-such-page', { headers: { 'x-requested-with': '' } });
    expect(page.status).toBe(consolePage.status);
    expect(page.headers.get('content-type')).toBe(consolePage.headers.get('content-type'));
    expect(page.body).toBe(consolePage.body);
    expect(page.headers.get('vary')).toMatch(/X-Requested-With/i);
  });

  it('lists referrals per the referral policy, with filters and every milestone date', async () => {
    const mine = await partner.get(`/api/referrals?hubId=${hubId}`, { headers });
    expect(ids(mine.body)).toEqual([referralId]);
    expect(mine.body.data[0]).toMatchObject({ patientId, partnerId: DEMO_PARTNER_ID, hubId, status: 1, openedOn: daysAgo(0), version: 1 });
    expect(ids((await agency.get(`/api/referrals?patientId=${patientId}`, { headers })).body)).toEqual([referralId]);
    expect(ids((await admin.get(`/api/referrals?hubId=${hubId}&status=1&from=${daysAgo(1)}&to=${daysAgo(0)}`, { headers })).body)).toEqual([referralId]);
    expect((await admin.get(`/api/referrals?hubId=${hubId}&status=3`, { headers })).body.total).toBe(0);
    expect((await provider.get(`/api/referrals?patientId=${patientId}`, { headers })).body.total).toBe(0);
    expect((await family.get(`/api/referrals?patientId=${patientId}`, { headers })).body.total).toBe(0);
    expect((await caregiver.get('/api/referrals')).status).toBe(403);
    const all = await admin.get('/api/referrals?pageSize=100', { headers });
    const partners = await partner.get('/api/referrals?pageSize=100', { headers });
    expect(partners.body.data.every((row: { partnerId: string }) => row.partnerId === DEMO_PARTNER_ID)).toBe(true);
    expect(all.body.total).toBeGreaterThanOrEqual(partners.body.total);

    const one = await agency.get(`/api/referrals/${referralId}`, { headers });
    expect(one.body.milestones).toEqual({
      'hospital-admission': daysAgo(3), 'hospital-discharge': null, 'on-site-visit': null, approved: null, accepted: null, 'move-in': null, 'move-out': null,
    });
    expect((await provider.get(`/api/referrals/${referralId}`)).status).toBe(403);
    expect((await family.get(`/api/referrals/${referralId}`)).status).toBe(403);
    expect((await admin.get(`/api/referrals/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/referrals/nope')).status).toBe(400);
    const bad = await admin.get('/api/referrals?status=4&partnerId=x&from=2026-02-30&to=2026-13-01');
    expect(paths(bad.body)).toEqual(['from', 'partnerId', 'status', 'to']);
  });

  it.each([
    ['shared_living_hubs', ['shared_living_hubs', 'hub_events']],
    ['shared_living_clusters', ['shared_living_clusters', 'shared_living_cluster_hubs']],
    ['host_leads', ['host_leads']],
    ['referrals', ['referrals', 'referral_patients']],
  ])('rebuilds the %s read model into the same rows', async (projector, tables) => {
    const head = await stack.headPosition();
    await admin.get('/api/referrals', { headers: { 'x-min-position': String(head) } });
    const rows = async () =>
      Promise.all(tables.map(async (table) => (await stack.careledger.db.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`)).rows));
    const before = await rows();
    expect((await admin.post(`/api/admin/projections/${projector}/rebuild`)).status).toBe(202);
    await expect
      .poll(
        async () => (await admin.get('/api/admin/projections')).body.data.find((projection: { name: string }) => projection.name === projector)?.rebuild?.status,
        { timeout: 60_000, interval: 200 },
      )
      .toBe('completed');
    expect(await rows()).toEqual(before);
  });
});
