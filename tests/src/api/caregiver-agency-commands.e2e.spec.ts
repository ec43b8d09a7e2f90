import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, PostActionOf } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PROVIDER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const CAREGIVER_USER_ID = '00000000-0000-4000-8000-000000000009';

const agencyBody = { name: 'North Shore Care', email: 'office@northshore.example', phone: '+1 705 555 0100', address: { city: 'Sudbury', province: 'ON' }, careServiceIds: [3, 5] };
const caregiverBody = { firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.com', professionId: 'personal_support_worker' };

describe.each(testDatabases())('caregiver and agency commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let agent: ApiClient;
  let provider: ApiClient;
  let caregiver: ApiClient;
  let partner: ApiClient;
  let family: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, agency, agent, provider, caregiver, partner, family] = await Promise.all([
      stack.as('admin'), stack.as('agency'), stack.as('agency-agent'), stack.as('provider'), stack.as('caregiver'), stack.as('partner'), stack.as('user'),
    ]);
  });
  afterAll(async () => stack?.stop());

  const versionOf = async (streamId: string) => (await streamEventTypes(stack, streamId)).length - 1;
  const countOf = async (type: string) => {
    const { rows } = await stack.careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type]);
    return Number(rows[0]?.n ?? 0);
  };
  const newCaregiver = async (client: ApiClient = agency, body: Record<string, unknown> = {}) =>
    accepted(await client.post('/api/caregivers', { ...caregiverBody, ...body }), 201);

  it('seeds the demo agencies under their fixed ids, and caregivers in every status', async () => {
    expect(await streamEventTypes(stack, `agency-${DEMO_AGENCY_ID}`)).toEqual(expect.arrayContaining(['AgencyRegistered', 'AgencyCareTypesSet']));
    expect((await streamEventTypes(stack, `agency-${DEMO_PROVIDER_AGENCY_ID}`))[0]).toBe('AgencyRegistered');
    expect(await countOf('AgencyRegistered')).toBe(7);
    expect(await countOf('AgencyStandingChanged')).toBeGreaterThanOrEqual(5);
    expect(await countOf('AgencyReinstated')).toBe(1);
    expect(await countOf('CaregiverRegistered')).toBe(31);
    for (const type of ['CaregiverHired', 'CaregiverDeclined', 'CaregiverOffboarded', 'CaregiverRehired', 'CaregiverServiceAdded', 'CaregiverCompetencyChanged', 'CaregiverCertificationAdded', 'CaregiverProfessionChanged']) {
      expect(await countOf(type), type).toBeGreaterThan(0);
    }
    const demoCaregiver = await streamEventTypes(stack, `caregiver-${CAREGIVER_USER_ID}`);
    expect(demoCaregiver[0]).toBe('CaregiverRegistered');
    expect(demoCaregiver.at(-1)).toBe('CaregiverProfileUpdated');
  });

  it('runs a caregiver through hiring, skills, off boarding and rehiring', async () => {
    const created = await newCaregiver(agent, { phone: '+1 416 555 0111' });
    const act = async (client: ApiClient, action: PostActionOf<'/api/caregivers/{id}'>, version: number, body: Record<string, unknown> = {}) =>
      accepted(await client.post(`/api/caregivers/${created.id}/${action}`, { expectedVersion: version, ...body }));
    await act(agency, 'add-service', 0, { careServiceId: 3, competency: 1 });
    await act(agency, 'change-competency', 1, { careServiceId: 3, competency: 2 });
    await act(agency, 'add-certification', 2, { certificationId: 'leap' });
    await act(agency, 'hire', 3);
    await act(agent, 'change-profession', 4, { professionId: 'registered_practical_nurse' });
    await act(agent, 'add-service', 5, { careServiceId: 16, competency: 0 });
    await act(agency, 'remove-service', 6, { careServiceId: 3 });
    await act(agency, 'remove-certification', 7, { certificationId: 'leap' });
    await act(agency, 'update-profile', 8, { lastName: 'Lopez-Vidal', phone: null });
    await act(agency, 'offboard', 9, { reason: 'Moved away' });
    const rehired = await act(agency, 'rehire', 10);
    expect(rehired.version).toBe(11);
    expect(await streamEventTypes(stack, `caregiver-${created.id}`)).toEqual([
      'CaregiverRegistered', 'CaregiverServiceAdded', 'CaregiverCompetencyChanged', 'CaregiverCertificationAdded', 'CaregiverHired',
      'CaregiverProfessionChanged', 'CaregiverServiceAdded', 'CaregiverServiceRemoved', 'CaregiverCertificationRemoved',
      'CaregiverProfileUpdated', 'CaregiverOffboarded', 'CaregiverRehired',
    ]);

    const declined = await newCaregiver(provider);
    accepted(await provider.post(`/api/caregivers/${declined.id}/decline`, { expectedVersion: 0 }));
    accepted(await provider.post(`/api/caregivers/${declined.id}/hire`, { expectedVersion: 1 }));
    expect(await lastEventData(stack, `caregiver-${declined.id}`)).toEqual({ caregiverId: declined.id, previousStatus: 2 });
  });

  it('lets a caregiver keep their own profile, and nothing else', async () => {
    const own = await newCaregiver(agency, { userId: CAREGIVER_USER_ID });
    accepted(await caregiver.post(`/api/caregivers/${own.id}/update-profile`, { expectedVersion: 0, phone: '+1 416 555 0123' }));
    expect(await lastEventData(stack, `caregiver-${own.id}`)).toEqual({ caregiverId: own.id, changes: { phone: '+1 416 555 0123' } });
    expect((await refusedWithoutEvents(stack, () => caregiver.post(`/api/caregivers/${own.id}/add-service`, { expectedVersion: 1, careServiceId: 3, competency: 3 }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => caregiver.post(`/api/caregivers/${own.id}/hire`, { expectedVersion: 1 }))).status).toBe(403);
    const someoneElse = await newCaregiver();
    expect((await refusedWithoutEvents(stack, () => caregiver.post(`/api/caregivers/${someoneElse.id}/update-profile`, { expectedVersion: 0, firstName: 'X' }))).status).toBe(403);
  });

  it('keeps agency registration, standing and the internal flag to administrators; staff keep their own profile and care types', async () => {
    const created = accepted(await admin.post('/api/agencies', agencyBody), 201);
    accepted(await admin.post(`/api/agencies/${created.id}/change-standing`, { expectedVersion: 0, level: 2, reason: 'Late visit reports' }));
    accepted(await admin.post(`/api/agencies/${created.id}/set-internal`, { expectedVersion: 1, isInternal: true }));
    accepted(await admin.post(`/api/agencies/${created.id}/change-standing`, { expectedVersion: 2, level: 4, reason: 'Licence revoked' }));
    accepted(await admin.post(`/api/agencies/${created.id}/reinstate`, { expectedVersion: 3, reason: 'Appeal upheld' }));
    expect(await streamEventTypes(stack, `agency-${created.id}`)).toEqual([
      'AgencyRegistered', 'AgencyStandingChanged', 'AgencyInternalFlagChanged', 'AgencyStandingChanged', 'AgencyReinstated',
    ]);
    expect(await lastEventData(stack, `agency-${created.id}`)).toEqual({ agencyId: created.id, level: 3, reason: 'Appeal upheld' });

    const own = `agency-${DEMO_AGENCY_ID}`;
    accepted(await agent.post(`/api/agencies/${DEMO_AGENCY_ID}/set-care-types`, { expectedVersion: await versionOf(own), careServiceIds: [3, 4, 5, 6, 16, 7] }));
    accepted(await agency.post(`/api/agencies/${DEMO_AGENCY_ID}/update-profile`, { expectedVersion: await versionOf(own), email: 'hello@maplegrove.example' }));
    const version = await versionOf(own);
    for (const [client, body] of [[agency, { level: 2, reason: 'Self-report' }], [provider, { level: 2, reason: 'x' }]] as const) {
      expect((await refusedWithoutEvents(stack, () => client.post(`/api/agencies/${DEMO_AGENCY_ID}/change-standing`, { expectedVersion: version, ...body }))).status).toBe(403);
    }
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/agencies/${DEMO_AGENCY_ID}/set-internal`, { expectedVersion: version, isInternal: true }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => provider.post(`/api/agencies/${DEMO_AGENCY_ID}/update-profile`, { expectedVersion: version, name: 'Mine now' }))).status).toBe(403);
    for (const client of [agency, partner, family, caregiver]) {
      expect((await refusedWithoutEvents(stack, () => client.post('/api/agencies', agencyBody))).status).toBe(403);
    }
  });

  it('refuses caregiver records to the wrong roles and agencies with 403, storing nothing', async () => {
    for (const client of [caregiver, partner, family]) {
      expect((await refusedWithoutEvents(stack, () => client.post('/api/caregivers', { ...caregiverBody, agencyId: DEMO_AGENCY_ID }))).status).toBe(403);
    }
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/caregivers', { ...caregiverBody, agencyId: DEMO_PROVIDER_AGENCY_ID }))).status).toBe(403);
    const providers = await newCaregiver(provider);
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/caregivers/${providers.id}/hire`, { expectedVersion: 0 }))).status).toBe(403);
    accepted(await admin.post(`/api/caregivers/${providers.id}/hire`, { expectedVersion: 0 }));
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const registration = await refusedWithoutEvents(stack, () =>
      agency.post('/api/caregivers', { firstName: '', email: 'nope', professionId: 'surgeon', agencyId: 'ours', extra: 1 }),
    );
    expect(registration.status).toBe(400);
    expect(registration.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'must not be empty' },
        { path: 'lastName', message: 'is required' },
        { path: 'email', message: 'must be an email address' },
        { path: 'professionId', message: expect.stringContaining('must be a profession id') },
        { path: 'agencyId', message: 'must be a UUID' },
        { path: 'extra', message: 'is not an allowed field' },
      ]),
    );
    expect((await refusedWithoutEvents(stack, () => admin.post('/api/caregivers', caregiverBody))).body.errors).toEqual([{ path: 'agencyId', message: 'is required' }]);
    const created = await newCaregiver();
    const skill = await refusedWithoutEvents(stack, () => agency.post(`/api/caregivers/${created.id}/add-service`, { expectedVersion: 0, careServiceId: 99, competency: 7 }));
    expect(skill.status).toBe(400);
    expect(skill.body.errors.map((error: { path: string }) => error.path)).toEqual(['careServiceId', 'competency']);
    const standing = await refusedWithoutEvents(stack, () => admin.post(`/api/agencies/${DEMO_AGENCY_ID}/change-standing`, { expectedVersion: 0, level: 9 }));
    expect(standing.body.errors).toEqual([
      { path: 'level', message: expect.stringContaining('must be a standing level') },
      { path: 'reason', message: 'is required' },
    ]);
  });

  it('answers 404 for an unknown record, 409 for a stale version, 422 for a broken rule', async () => {
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/caregivers/${randomUUID()}/hire`, { expectedVersion: 0 }))).status).toBe(404);
    expect((await refusedWithoutEvents(stack, () => admin.post(`/api/agencies/${randomUUID()}/reinstate`, { expectedVersion: 0, reason: 'x' }))).status).toBe(404);
    const created = await newCaregiver();
    const stale = await refusedWithoutEvents(stack, () => agency.post(`/api/caregivers/${created.id}/hire`, { expectedVersion: 2 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 2, actualVersion: 0 });

    const rules: [PostActionOf<'/api/caregivers/{id}'>, Record<string, unknown>, string][] = [
      ['rehire', {}, 'illegal_transition'],
      ['offboard', {}, 'illegal_transition'],
      ['add-service', { careServiceId: 10, competency: 2 }, 'service_not_allowed_for_profession'],
      ['add-certification', { certificationId: 'cna' }, 'certification_not_allowed_for_profession'],
      ['change-competency', { careServiceId: 3, competency: 2 }, 'service_not_held'],
      ['change-profession', { professionId: 'personal_support_worker' }, 'profession_unchanged'],
    ];
    for (const [action, body, code] of rules) {
      const refused = await refusedWithoutEvents(stack, () => agency.post(`/api/caregivers/${created.id}/${action}`, { expectedVersion: 0, ...body }));
      expect([refused.status, refused.body.code]).toEqual([422, code]);
    }
    accepted(await agency.post(`/api/caregivers/${created.id}/add-certification`, { expectedVersion: 0, certificationId: 'type_certificate' }));
    const orphan = await refusedWithoutEvents(stack, () => agency.post(`/api/caregivers/${created.id}/change-profession`, { expectedVersion: 1, professionId: 'certified_caregiver' }));
    expect([orphan.status, orphan.body.code]).toEqual([422, 'profession_disallows_held_skills']);

    const terminated = accepted(await admin.post('/api/agencies', { ...agencyBody, name: 'Closing Care' }), 201);
    accepted(await admin.post(`/api/agencies/${terminated.id}/change-standing`, { expectedVersion: 0, level: 4, reason: 'Licence revoked' }));
    const final = await refusedWithoutEvents(stack, () => admin.post(`/api/agencies/${terminated.id}/change-standing`, { expectedVersion: 1, level: 1, reason: 'Oops' }));
    expect([final.status, final.body.code]).toEqual([422, 'agency_terminated']);
  });

  it('documents the caregiver and agency actions in the OpenAPI document', async () => {
    const document = (await admin.getUndocumented('/api/docs-json')).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/caregivers', '/api/caregivers/{id}/add-service', '/api/agencies', '/api/agencies/{id}/change-standing']),
    );
    expect(document.paths['/api/agencies/{id}/change-standing'].post.requestBody.content['application/json'].schema.required).toEqual(['expectedVersion', 'level', 'reason']);
  });
});
