import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, GetPath, PostPath } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PROVIDER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const SLUGS = ['admin', 'user', 'agency', 'agency-agent', 'provider', 'partner', 'partner-agent', 'caregiver'] as const;
type Slug = (typeof SLUGS)[number];
const DAY = 86_400_000;
const dayFromToday = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

interface Listed {
  id: string;
}
const ids = (rows: Listed[]) => rows.map((row) => row.id);

describe.each(testDatabases())('agency, caregiver and posting queries on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  let agencyId: string;
  let caregiverId: string;
  let patientId: string;
  let openPostingId: string;
  let draftPostingId: string;

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const get = async (slug: Slug, path: GetPath) => as[slug].get(path, await caughtUp());
  /** Sends each command to one record in turn, each with the version the previous one answered. */
  const actInTurn = async (client: ApiClient, steps: [PostPath, Record<string, unknown>][]) => {
    let version = 0;
    for (const [path, body] of steps) ({ version } = accepted(await client.post(path, { expectedVersion: version, ...body })));
  };

  beforeAll(async () => {
    stack = await startStack(database, { patients: 30 });
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    agencyId = accepted(
      await as.admin.post('/api/agencies', { name: 'Zzquix Home Care', email: 'office@zzquix.example', phone: null, address: { city: 'Sudbury', province: 'ON' }, careServiceIds: [3, 5] }),
      201,
    ).id;
    await actInTurn(as.admin, [
      [`/api/agencies/${agencyId}/change-standing`, { level: 2, reason: 'Late visit reports' }],
      [`/api/agencies/${agencyId}/set-internal`, { isInternal: true }],
    ]);
    caregiverId = accepted(await as.agency.post('/api/caregivers', { firstName: 'Quixana', lastName: 'Zed', email: 'quixana@example.com', professionId: 'personal_support_worker' }), 201).id;
    await actInTurn(as.agency, [
      [`/api/caregivers/${caregiverId}/add-service`, { careServiceId: 3, competency: 2 }],
      [`/api/caregivers/${caregiverId}/hire`, {}],
    ]);
    patientId = accepted(await as.agency.post('/api/patients', { firstName: 'Rosa', lastName: 'Quixpark' }), 201).id;
    const posting = (days: number) => ({
      patientId,
      careServiceId: 3,
      schedule: { days: [1, 3], startTime: '08:00', endTime: '12:00' },
      startDate: dayFromToday(days),
      endDate: dayFromToday(days + 60),
      description: 'Morning home support',
    });
    openPostingId = accepted(await as.agency.post('/api/postings', posting(2)), 201).id;
    draftPostingId = accepted(await as.agency.post('/api/postings', posting(200)), 201).id;
    const path = `/api/postings/${openPostingId}` as const;
    let version = 0;
    for (const [client, action, body] of [
      [as.agency, 'invite-agency', { agencyId: PROVIDER_AGENCY_ID }],
      [as.agency, 'publish', {}],
      [as.caregiver, 'apply', {}],
      [as.provider, 'apply', {}],
      [as.agency, 'invite-caregiver', { caregiverId }],
      [as.agency, 'assign', { caregiverId: CAREGIVER_ID }],
    ] as const) ({ version } = accepted(await client.post(`${path}/${action}`, { expectedVersion: version, ...body })));
  });
  afterAll(async () => stack?.stop());

  describe('agencies', () => {
    it('answers one agency, its standing, flag and care types', async () => {
      const response = await get('user', `/api/agencies/${agencyId}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: agencyId,
        name: 'Zzquix Home Care',
        email: 'office@zzquix.example',
        phone: null,
        address: { city: 'Sudbury', province: 'ON' },
        isInternal: true,
        standing: 2,
        standingReason: 'Late visit reports',
        careServiceIds: [3, 5],
        version: 2,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('lists the directory to every role, by name, paged and filtered', async () => {
      for (const slug of SLUGS) {
        const all = await get(slug, '/api/agencies?pageSize=100');
        expect(all.status, slug).toBe(200);
        expect(all.body.total, slug).toBeGreaterThanOrEqual(8);
      }
      const all = (await get('admin', '/api/agencies?pageSize=100')).body;
      const names = all.data.map((row: { name: string }) => row.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const page = (await get('admin', '/api/agencies?pageSize=2&page=2')).body;
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: all.total });
      expect(ids(page.data)).toEqual(ids(all.data).slice(2, 4));
      const found = async (query: string) => ids((await get('agency', `/api/agencies?pageSize=100&${query}`)).body.data).includes(agencyId);
      expect(await found('search=zzquix%20h')).toBe(true);
      expect(await found('search=home')).toBe(false);
      expect(await found('standing=2')).toBe(true);
      expect(await found('standing=1')).toBe(false);
      expect(await found('internal=true')).toBe(true);
      expect(await found('internal=false')).toBe(false);
      expect(await found('careServiceId=5')).toBe(true);
      expect(await found('careServiceId=4')).toBe(false);
    });

    it('answers the internal agencies, with their care types when asked', async () => {
      const plain = (await get('partner', '/api/internal-agency')).body.data.find((row: Listed) => row.id === agencyId);
      expect(plain).toMatchObject({ name: 'Zzquix Home Care', isInternal: true });
      expect(plain).not.toHaveProperty('careProvided');
      const response = await get('partner', '/api/internal-agency?withCareProvided=true');
      expect(response.body.data.every((row: { isInternal: boolean }) => row.isInternal)).toBe(true);
      expect(response.body.data.find((row: Listed) => row.id === agencyId).careProvided).toEqual([
        { id: 3, label: expect.any(String) },
        { id: 5, label: expect.any(String) },
      ]);
    });

    it('refuses bad parameters (400), and answers 404 for an unknown agency', async () => {
      const bad = await get('admin', '/api/agencies?standing=9&internal=maybe&careServiceId=999&sort=bogus&pageSize=500');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['careServiceId', 'internal', 'pageSize', 'sort', 'standing']);
      expect((await get('admin', '/api/internal-agency?withCareProvided=yes')).status).toBe(400);
      expect((await get('admin', '/api/agencies/not-an-id')).status).toBe(400);
      expect((await get('admin', `/api/agencies/${randomUUID()}`)).status).toBe(404);
    });
  });

  describe('caregivers', () => {
    it('answers one caregiver with services, competency and certifications, to its agency only', async () => {
      const response = await get('agency-agent', `/api/caregivers/${caregiverId}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: caregiverId,
        firstName: 'Quixana',
        lastName: 'Zed',
        agencyId: DEMO_AGENCY_ID,
        agencyName: expect.any(String),
        professionId: 'personal_support_worker',
        status: 1,
        statusReason: null,
        services: [{ careServiceId: 3, competency: 2 }],
        certifications: [],
        version: 2,
      });
      for (const slug of ['provider', 'partner', 'user', 'caregiver'] as const) expect((await get(slug, `/api/caregivers/${caregiverId}`)).status, slug).toBe(403);
      expect((await get('caregiver', `/api/caregivers/${CAREGIVER_ID}`)).status).toBe(200);
      expect((await get('admin', `/api/caregivers/${randomUUID()}`)).status).toBe(404);
      expect((await get('admin', '/api/caregivers/nope')).status).toBe(400);
    });

    it('lists only the caregivers the read rule allows', async () => {
      const listed = async (slug: Slug, query = '') => (await get(slug, `/api/caregivers?pageSize=100&${query}`)).body;
      expect((await listed('agency')).data.every((row: { agencyId: string }) => row.agencyId === DEMO_AGENCY_ID)).toBe(true);
      expect((await listed('provider')).data.every((row: { agencyId: string }) => row.agencyId === PROVIDER_AGENCY_ID)).toBe(true);
      expect((await listed('partner')).total).toBe(0);
      expect((await listed('user')).total).toBe(0);
      expect(ids((await listed('caregiver')).data)).toEqual([CAREGIVER_ID]);
      expect((await listed('admin')).total).toBeGreaterThan((await listed('agency')).total);
    });

    it('filters by agency, status, profession, care service and name', async () => {
      const found = async (query: string) => ids((await get('admin', `/api/caregivers?pageSize=100&${query}`)).body.data).includes(caregiverId);
      expect(await found('search=quix%20ze')).toBe(true);
      expect(await found('search=zz')).toBe(false);
      expect(await found(`agencyId=${DEMO_AGENCY_ID}`)).toBe(true);
      expect(await found(`agencyId=${PROVIDER_AGENCY_ID}`)).toBe(false);
      expect(await found('status=1')).toBe(true);
      expect(await found('status=0')).toBe(false);
      expect(await found('professionId=personal_support_worker')).toBe(true);
      expect(await found('professionId=registered_nurse')).toBe(false);
      expect(await found('careServiceId=3')).toBe(true);
      expect(await found('careServiceId=5')).toBe(false);
      const bad = await get('admin', '/api/caregivers?status=7&professionId=surgeon&agencyId=x');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['agencyId', 'professionId', 'status']);
    });
  });

  describe('postings', () => {
    it('has more than one agency posting in the demo: the provider agency posts for its own patients, named', async () => {
      const provider = await get('provider', `/api/postings?agencyId=${PROVIDER_AGENCY_ID}&pageSize=100`);
      expect(provider.status, JSON.stringify(provider.body)).toBe(200);
      const own = provider.body.data.filter((row: { agencyId: string; createdBy: string }) => row.agencyId === PROVIDER_AGENCY_ID);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((row: { agencyName: string | null }) => typeof row.agencyName === 'string')).toBe(true);
    });

    it('answers one posting to those the read rule allows', async () => {
      const response = await get('agency', `/api/postings/${openPostingId}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: openPostingId,
        patientId,
        agencyId: DEMO_AGENCY_ID,
        careServiceId: 3,
        status: 2,
        schedule: { days: [1, 3], startTime: '08:00', endTime: '12:00' },
        startDate: dayFromToday(2),
        invited: [{ kind: 'agency', id: PROVIDER_AGENCY_ID }, { kind: 'caregiver', id: caregiverId }],
        assignee: { kind: 'caregiver', id: CAREGIVER_ID },
        version: 6,
      });
      for (const slug of ['provider', 'caregiver', 'admin'] as const) expect((await get(slug, `/api/postings/${openPostingId}`)).status, slug).toBe(200);
      for (const slug of ['partner', 'user'] as const) expect((await get(slug, `/api/postings/${openPostingId}`)).status, slug).toBe(403);
      expect((await get('caregiver', `/api/postings/${draftPostingId}`)).status).toBe(403);
      expect((await get('agency', `/api/postings/${randomUUID()}`)).status).toBe(404);
      expect((await get('agency', '/api/postings/nope')).status).toBe(400);
    });

    it('lists only the postings the read rule allows, filtered', async () => {
      const listed = async (slug: Slug, query = '') => ids((await get(slug, `/api/postings?pageSize=100&patientId=${patientId}&${query}`)).body.data);
      expect(await listed('agency')).toEqual([draftPostingId, openPostingId]);
      expect(await listed('admin', 'sort=startDate:asc')).toEqual([openPostingId, draftPostingId]);
      expect(await listed('provider')).toEqual([openPostingId]);
      expect(await listed('caregiver')).toEqual([openPostingId]);
      expect(await listed('partner')).toEqual([]);
      expect(await listed('user')).toEqual([]);
      expect(await listed('agency', 'status=1')).toEqual([draftPostingId]);
      expect(await listed('agency', `startFrom=${dayFromToday(100)}`)).toEqual([draftPostingId]);
      expect(await listed('agency', `endTo=${dayFromToday(100)}`)).toEqual([openPostingId]);
      expect(await listed('agency', `agencyId=${PROVIDER_AGENCY_ID}`)).toEqual([]);
      expect(await listed('agency', 'careServiceId=3')).toHaveLength(2);
      const bad = await get('agency', '/api/postings?status=9&startFrom=2026-02-30&patientId=x&careServiceId=0');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['careServiceId', 'patientId', 'startFrom', 'status']);
    });

    it("answers a posting's candidates, each with its relation and name", async () => {
      const agencies = await get('agency', `/api/posting/${openPostingId}/agencies`);
      expect(agencies.status).toBe(200);
      expect(agencies.body.data).toEqual([{ id: PROVIDER_AGENCY_ID, name: expect.any(String), relation: 'applied', relations: ['invited', 'applied'] }]);
      const caregivers = await get('provider', `/api/posting/${openPostingId}/caregivers`);
      expect(caregivers.body.data).toEqual([
        { id: CAREGIVER_ID, name: expect.any(String), relation: 'assigned', relations: ['applied', 'assigned'] },
        { id: caregiverId, name: 'Quixana Zed', relation: 'invited', relations: ['invited'] },
      ]);
      expect(ids((await get('agency', `/api/posting/${openPostingId}/caregivers?relation=invited`)).body.data)).toEqual([caregiverId]);
      expect((await get('agency', `/api/posting/${draftPostingId}/agencies`)).body.data).toEqual([]);
      expect((await get('agency', `/api/posting/${openPostingId}/agencies?relation=hired`)).status).toBe(400);
      expect((await get('partner', `/api/posting/${openPostingId}/agencies`)).status).toBe(403);
      expect((await get('agency', `/api/posting/${randomUUID()}/caregivers`)).status).toBe(404);
    });
  });
});
