import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, PostActionOf } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PROVIDER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const FAMILY_ID = '00000000-0000-4000-8000-000000000002';
const SLUGS = ['admin', 'user', 'agency', 'agency-agent', 'provider', 'partner', 'partner-agent', 'caregiver'] as const;
type Slug = (typeof SLUGS)[number];

interface Listed {
  id: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

describe.each(testDatabases())('patient queries on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  /** Patients of this spec, all named Quixote: one per way in of `hasPatientAccess`. */
  const ours = {} as Record<'agencys' | 'familys' | 'partners' | 'providers', string>;
  const contactIds = [randomUUID(), randomUUID()];
  const allergyId = randomUUID();

  /** Sends each action in turn, each with the version the previous one answered; answers the last position. */
  const actInTurn = async (client: ApiClient, patientId: string, steps: [PostActionOf<'/api/patients/{id}'>, Record<string, unknown>][]) => {
    let version = 0;
    let position = 0;
    for (const [action, body] of steps) ({ version, globalPosition: position } = accepted(await client.post(`/api/patients/${patientId}/${action}`, { expectedVersion: version, ...body })));
    return position;
  };
  const register = async (slug: Slug, firstName: string) =>
    accepted(await as[slug].post('/api/patients', { firstName, lastName: 'Quixote', dateOfBirth: '1941-02-04' }), 201).id;
  /** Waits until the projections have caught up with everything stored so far. */
  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const ids = (rows: Listed[]) => rows.map((row) => row.id).sort();

  beforeAll(async () => {
    stack = await startStack(database, { patients: 30 });
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    ours.agencys = await register('agency', 'Rosalind');
    ours.familys = await register('user', 'Dulcinea');
    ours.partners = await register('partner', 'Sancho');
    ours.providers = await register('provider', 'Rocinante');
    await actInTurn(as.agency, ours.agencys, [
      ['assign-caregiver', { caregiverId: CAREGIVER_ID }],
      ['update-demographics', { firstName: 'Rosalind', lastName: 'Quixote', dateOfBirth: '1941-02-04', gender: 'female', phone: '+1 416 555 0100', address: { street: '12 King St W', city: 'Toronto', province: 'Ontario', postalCode: 'M5H 1A1', country: 'CA' } }],
      ['set-ambulatory-level', { level: 3 }],
      ['set-assistance-levels', { levels: { bathing: 4, eating: 1 } }],
      ['set-diagnoses', { diagnosisIds: [12, 40] }],
      ['set-languages', { languageIds: [2, 1] }],
      ['add-allergy', { allergyId, allergen: 'Peanuts', reaction: 'Hives', severity: 2 }],
      ['add-contact', { contactId: contactIds[0], name: 'Elaine Quixote', relationshipId: 9, phone: '+1 416 555 0111', isEmergency: true }],
      ['add-contact', { contactId: contactIds[1], name: 'Sam Neighbour', relationshipId: 10, email: 'sam@example.org' }],
    ]);
  });
  afterAll(async () => stack?.stop());

  it('answers the whole record of one patient, with its allergies and contacts', async () => {
    const response = await as.agency.get(`/api/patients/${ours.agencys}`, await caughtUp());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: ours.agencys,
      firstName: 'Rosalind',
      lastName: 'Quixote',
      dateOfBirth: '1941-02-04',
      agencyId: DEMO_AGENCY_ID,
      agencyName: expect.any(String),
      partnerId: null,
      createdBy: '00000000-0000-4000-8000-000000000003',
      createdByName: 'Agnes Agency',
      careTeam: [CAREGIVER_ID],
      careTeamNames: ['Carmen Caregiver'],
      careCoordinatorId: null,
      careCoordinatorName: null,
      ambulatoryLevel: 3,
      payerId: null,
      diagnosisIds: [12, 40],
      languageIds: [2, 1],
      version: 9,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      gender: 'female',
      phone: '+1 416 555 0100',
      address: { street: '12 King St W', city: 'Toronto', province: 'Ontario', postalCode: 'M5H 1A1', country: 'CA' },
      assistanceLevels: { bathing: 4, eating: 1 },
      allergies: [{ allergyId, allergen: 'Peanuts', reaction: 'Hives', severity: 2 }],
      contacts: [
        { contactId: contactIds[0], name: 'Elaine Quixote', relationshipId: 9, relationshipLabel: 'Other relative', phone: '+1 416 555 0111', email: null, isEmergency: true },
        { contactId: contactIds[1], name: 'Sam Neighbour', relationshipId: 10, relationshipLabel: 'No relation', phone: null, email: 'sam@example.org', isEmergency: false },
      ],
    });
  });

  it('lists the contacts of a patient as { data }, each with its relationship label', async () => {
    const response = await as.caregiver.get(`/api/patients/${ours.agencys}/patient-contacts`, await caughtUp());
    expect(response.status).toBe(200);
    expect(response.body.data.map((contact: { name: string; relationshipLabel: string }) => [contact.name, contact.relationshipLabel])).toEqual([
      ['Elaine Quixote', 'Other relative'],
      ['Sam Neighbour', 'No relation'],
    ]);
    expect((await as.provider.get(`/api/patients/${ours.providers}/patient-contacts`)).body).toEqual({ data: [] });
  });

  it('reads its own write: a contact removed is gone on the next read', async () => {
    const removed = accepted(await as.provider.post(`/api/patients/${ours.providers}/add-contact`, { expectedVersion: 0, contactId: contactIds[0], name: 'Temp', relationshipId: 11 }));
    const gone = accepted(await as.provider.post(`/api/patients/${ours.providers}/remove-contact`, { expectedVersion: removed.version, contactId: contactIds[0] }));
    const response = await as.provider.get(`/api/patients/${ours.providers}`, { headers: { 'x-min-position': String(gone.globalPosition) } });
    expect(response.body).toMatchObject({ version: 2, contacts: [] });
  }, 20_000);

  it('pages and sorts on the server', async () => {
    const headers = (await caughtUp()).headers;
    const first = await as.admin.get('/api/patients?pageSize=10', { headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10 });
    const { rows } = await stack.careledger.db.query<{ n: string | number }>('SELECT count(*) AS n FROM patients');
    expect(first.body.total).toBe(Number(rows[0]?.n));
    expect(first.body.total).toBeGreaterThanOrEqual(34);
    const names = first.body.data.map((row: Listed) => row.lastName.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const second = await as.admin.get('/api/patients?page=2&pageSize=10', { headers });
    expect(second.body.data).toHaveLength(10);
    expect(ids(second.body.data).some((id) => ids(first.body.data).includes(id))).toBe(false);
    const newest = await as.admin.get('/api/patients?sort=createdAt:desc&pageSize=100', { headers });
    const created = newest.body.data.map((row: Listed) => row.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const updated = await as.admin.get('/api/patients?sort=updatedAt:asc&pageSize=5', { headers });
    expect(updated.status).toBe(200);
  });

  it('filters by name prefix, agency, partner, ambulatory level and care team member', async () => {
    const { headers } = await caughtUp();
    const listed = async (query: string) => {
      const response = await as.admin.get(`/api/patients?pageSize=100&${query}`, { headers });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as Listed[];
    };
    expect(ids(await listed('search=QUIXO'))).toEqual(Object.values(ours).sort());
    expect(ids(await listed('search=RO%20quix'))).toEqual([ours.agencys, ours.providers].sort());
    expect(ids(await listed('search=rosalind'))).toEqual([ours.agencys]);
    expect(await listed('search=uixote')).toEqual([]);
    expect(await listed('search=quix%25e')).toEqual([]);
    expect(ids(await listed(`search=quixote&agencyId=${DEMO_PROVIDER_AGENCY_ID}`))).toEqual([ours.providers]);
    expect(ids(await listed(`search=quixote&partnerId=${DEMO_PARTNER_ID}`))).toEqual([ours.partners]);
    expect(ids(await listed('search=quixote&ambulatoryLevel=3'))).toEqual([ours.agencys]);
    expect(ids(await listed(`search=quixote&caregiverId=${CAREGIVER_ID}`))).toEqual([ours.agencys]);
    const cared = await listed(`caregiverId=${CAREGIVER_ID}`);
    const { rows } = await stack.careledger.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM events WHERE type = 'CaregiverAssignedToPatient'`);
    expect(cared.length).toBeGreaterThan(1);
    expect(cared.length).toBeLessThanOrEqual(Number(rows[0]?.n));
  });

  it.each<[Slug, (keyof typeof ours)[]]>([
    ['admin', ['agencys', 'familys', 'partners', 'providers']],
    ['agency', ['agencys']],
    ['agency-agent', ['agencys']],
    ['provider', ['providers']],
    ['partner', ['partners']],
    ['partner-agent', ['partners']],
    ['caregiver', ['agencys']],
    ['user', ['familys']],
  ])('shows %s only the patients the policy lets it read, and refuses the others with 403', async (slug, visible) => {
    const { headers } = await caughtUp();
    const listed = await as[slug].get('/api/patients?search=quixote&pageSize=100', { headers });
    expect(ids(listed.body.data)).toEqual(visible.map((key) => ours[key]).sort());
    expect(listed.body.total).toBe(visible.length);
    for (const [key, id] of Object.entries(ours)) {
      const expected = visible.includes(key as keyof typeof ours) ? 200 : 403;
      expect((await as[slug].get(`/api/patients/${id}`)).status, `${slug} reading ${key}`).toBe(expected);
      expect((await as[slug].get(`/api/patients/${id}/patient-contacts`)).status, `${slug} reading contacts of ${key}`).toBe(expected);
    }
  });

  it('keeps every list within the scope of the signed-in user', async () => {
    const { headers } = await caughtUp();
    const everyone = (await as.admin.get('/api/patients?pageSize=100', { headers })).body.data as (Listed & { agencyId: string | null; createdBy: string; careTeam: string[] })[];
    const family = await as.user.get('/api/patients?pageSize=100', { headers });
    expect(ids(family.body.data)).toEqual(ids(everyone.filter((row) => row.createdBy === FAMILY_ID)));
    const caregiver = await as.caregiver.get('/api/patients?pageSize=100', { headers });
    expect(ids(caregiver.body.data)).toEqual(ids(everyone.filter((row) => row.careTeam.includes(CAREGIVER_ID))));
    const agency = await as.agency.get(`/api/patients?pageSize=100&agencyId=${DEMO_PROVIDER_AGENCY_ID}`, { headers });
    expect(agency.body).toMatchObject({ data: [], total: 0 });
  });

  it('rebuilds both tables from the events to the very same rows', async () => {
    const { headers } = await caughtUp();
    await as.admin.get('/api/patients', { headers });
    const rows = async () => ({
      patients: (await stack.careledger.db.query('SELECT * FROM patients ORDER BY id')).rows.map((row) => JSON.stringify(row)),
      contacts: (await stack.careledger.db.query('SELECT * FROM patient_contacts ORDER BY patient_id, ordinal')).rows.map((row) => JSON.stringify(row)),
    });
    const before = await rows();
    expect(before.contacts.length).toBeGreaterThanOrEqual(2);
    expect((await as.admin.post('/api/admin/projections/patients/rebuild')).status).toBe(202);
    await expect
      .poll(async () => (await as.admin.get('/api/admin/projections')).body.data.find((projection: { name: string }) => projection.name === 'patients')?.rebuild?.status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('completed');
    expect(await rows()).toEqual(before);
  }, 70_000);

  it('answers 400 naming each bad parameter, 400 for a malformed id and 404 for an unknown one', async () => {
    const response = await as.admin.get('/api/patients?page=0&pageSize=500&sort=colour:up&agencyId=x&partnerId=1&ambulatoryLevel=9&caregiverId=nope');
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['agencyId', 'ambulatoryLevel', 'caregiverId', 'page', 'pageSize', 'partnerId', 'sort']);
    expect((await as.admin.get(`/api/patients?search=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await as.admin.get('/api/patients/not-a-uuid')).status).toBe(400);
    expect((await as.admin.get('/api/patients/not-a-uuid/patient-contacts')).status).toBe(400);
    expect((await as.admin.get(`/api/patients/${randomUUID()}`)).status).toBe(404);
    expect((await as.admin.get(`/api/patients/${randomUUID()}/patient-contacts`)).status).toBe(404);
    expect((await stack.client().get('/api/patients')).status).toBe(401);
  });
});
