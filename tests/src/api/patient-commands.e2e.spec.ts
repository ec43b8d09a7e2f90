import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAMILY_PATIENTS, demoUserBySlug } from '@careledger/app';
import { Role } from '@careledger/domain';
import type { ApiClient, PostActionOf } from '../support/api-client';
import { accepted, refusedWithoutEvents, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const OTHER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const DEMO_ACCOUNT_DOMAIN = 'demo.careledger';

describe.each(testDatabases())('patient commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let family: ApiClient;
  let caregiver: ApiClient;
  let partner: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database);
    [agency, family, caregiver, partner] = await Promise.all([stack.as('agency'), stack.as('user'), stack.as('caregiver'), stack.as('partner')]);
  });
  afterAll(async () => stack?.stop());

  const register = async (client: ApiClient = agency, body: Record<string, unknown> = {}) =>
    accepted(await client.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks', dateOfBirth: '1941-02-04', ...body }), 201);

  it('registers a patient for the agency and manages its care team', async () => {
    const patient = await register();
    const assigned = accepted(await agency.post(`/api/patients/${patient.id}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
    expect(assigned.version).toBe(1);
    accepted(await agency.post(`/api/patients/${patient.id}/unassign-caregiver`, { expectedVersion: 1, caregiverId: CAREGIVER_ID }));
    expect(await streamEventTypes(stack, `patient-${patient.id}`)).toEqual([
      'PatientRegistered',
      'CaregiverAssignedToPatient',
      'CaregiverUnassignedFromPatient',
    ]);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const response = await refusedWithoutEvents(stack, () => agency.post('/api/patients', { firstName: '', dateOfBirth: '04/02/1941', extra: 1 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'must not be empty' },
        { path: 'lastName', message: 'is required' },
        { path: 'dateOfBirth', message: 'must be a date, YYYY-MM-DD' },
        { path: 'extra', message: 'is not an allowed field' },
      ]),
    );
  });

  it('answers 404 for an unknown record or action, 409 for a stale version, 422 for a broken rule', async () => {
    const patient = await register();
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${randomUUID()}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }))).status).toBe(404);
    const unknown = await refusedWithoutEvents(stack, () => agency.requestUndocumented('POST', `/api/patients/${patient.id}/archive`, { body: { expectedVersion: 0 } }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('unknown_action');
    const stale = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/assign-caregiver`, { expectedVersion: 3, caregiverId: CAREGIVER_ID }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 3, actualVersion: 0 });
    accepted(await agency.post(`/api/patients/${patient.id}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
    const twice = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/assign-caregiver`, { expectedVersion: 1, caregiverId: CAREGIVER_ID }));
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('caregiver_already_on_care_team');
  });

  it('refuses with 403 what the policy refuses, and stores nothing', async () => {
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/patients', { firstName: 'A', lastName: 'B', agencyId: OTHER_AGENCY_ID }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => caregiver.post('/api/patients', { firstName: 'A', lastName: 'B' }))).status).toBe(403);
    // A family member may choose the agency but not hand the patient to a partner.
    expect((await refusedWithoutEvents(stack, () => family.post('/api/patients', { firstName: 'A', lastName: 'B', partnerId: randomUUID() }))).status).toBe(403);
    const familyPatient = await register(family);
    const foreign = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${familyPatient.id}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
    expect(foreign.status).toBe(403);
    accepted(await family.post(`/api/patients/${familyPatient.id}/assign-agency`, { expectedVersion: 0, agencyId: DEMO_AGENCY_ID }));
    accepted(await agency.post(`/api/patients/${familyPatient.id}/assign-caregiver`, { expectedVersion: 1, caregiverId: CAREGIVER_ID }));
  });

  it('honours an Idempotency-Key: the retry gets the first answer and appends nothing', async () => {
    const key = randomUUID();
    const first = accepted(await agency.post('/api/patients', { firstName: 'Ida', lastName: 'Wells' }, { headers: { 'idempotency-key': key } }), 201);
    const before = await stack.headPosition();
    const retry = await agency.post('/api/patients', { firstName: 'Ida', lastName: 'Wells' }, { headers: { 'idempotency-key': key } });
    expect(retry.body).toEqual(first);
    expect(await stack.headPosition()).toBe(before);
  });

  it('documents each action with its own body in the OpenAPI document', async () => {
    const document = (await agency.getUndocumented('/api/docs-json')).body;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/patients', '/api/patients/{id}/assign-caregiver']));
    expect(document.paths['/api/patients/{id}/assign-caregiver'].post.requestBody.content['application/json'].schema.required).toEqual(['expectedVersion', 'caregiverId']);
    expect(document.paths['/api/patients/{id}/add-contact'].post.requestBody.content['application/json'].schema.required).toEqual([
      'expectedVersion',
      'contactId',
      'name',
      'relationshipId',
    ]);
  });

  describe('details: demographics, care needs, allergies and contacts', () => {
    /** Sends each action in turn, each with the version the previous one answered. */
    const actInTurn = async (client: ApiClient, patientId: string, steps: [PostActionOf<'/api/patients/{id}'>, Record<string, unknown>][], from = 0) => {
      let version = from;
      for (const [action, body] of steps) version = accepted(await client.post(`/api/patients/${patientId}/${action}`, { expectedVersion: version, ...body })).version;
      return version;
    };

    it('keeps every detail of a patient for its agency', async () => {
      const patient = await register();
      const allergy = randomUUID();
      const contact = randomUUID();
      const version = await actInTurn(agency, patient.id, [
        ['update-demographics', { firstName: 'Rosa', lastName: 'Parks', dateOfBirth: '1941-02-04', gender: 'female', phone: '+1 416 555 0100', address: { street: '12 King St W', city: 'Toronto', province: 'Ontario', postalCode: 'M5H 1A1', country: 'CA' } }],
        ['set-ambulatory-level', { level: 2 }],
        ['set-assistance-levels', { levels: { bathing: 4, dressing: 3, eating: 1 } }],
        ['set-diagnoses', { diagnosisIds: [12, 40] }],
        ['set-languages', { languageIds: [2, 1] }],
        ['set-payer', { payerId: 3 }],
        ['assign-coordinator', { careCoordinatorId: demoUserBySlug('agency-agent').id }],
        ['add-allergy', { allergyId: allergy, allergen: 'Peanuts', reaction: 'Hives', severity: 2 }],
        ['update-allergy', { allergyId: allergy, severity: 3 }],
        ['add-contact', { contactId: contact, name: 'Elaine Parks', relationshipId: 9, phone: '+1 416 555 0111', isEmergency: true }],
        ['update-contact', { contactId: contact, email: 'elaine@example.org' }],
        ['remove-allergy', { allergyId: allergy }],
        ['remove-contact', { contactId: contact }],
      ]);
      expect(version).toBe(13);
      expect(await streamEventTypes(stack, `patient-${patient.id}`)).toEqual([
        'PatientRegistered',
        'PatientDemographicsUpdated',
        'PatientAmbulatoryLevelSet',
        'PatientAssistanceLevelsSet',
        'PatientDiagnosesSet',
        'PatientLanguagesSet',
        'PatientPayerSet',
        'CareCoordinatorAssignedToPatient',
        'PatientAllergyAdded',
        'PatientAllergyUpdated',
        'PatientContactAdded',
        'PatientContactUpdated',
        'PatientAllergyRemoved',
        'PatientContactRemoved',
      ]);
    });

    it('lets the family keep its record but not the clinical levels; partners keep contacts only; caregivers read only', async () => {
      const familyPatient = await register(family);
      await actInTurn(family, familyPatient.id, [
        ['set-payer', { payerId: 4 }],
        ['add-allergy', { allergyId: randomUUID(), allergen: 'Latex', severity: 1 }],
      ]);
      const level = await refusedWithoutEvents(stack, () => family.post(`/api/patients/${familyPatient.id}/set-ambulatory-level`, { expectedVersion: 2, level: 1 }));
      expect(level.status).toBe(403);
      expect((await refusedWithoutEvents(stack, () => partner.post(`/api/patients/${familyPatient.id}/add-contact`, { expectedVersion: 2, contactId: randomUUID(), name: 'A B', relationshipId: 10 }))).status).toBe(403);

      const referred = await register(partner);
      accepted(await partner.post(`/api/patients/${referred.id}/add-contact`, { expectedVersion: 0, contactId: randomUUID(), name: 'Case Worker', relationshipId: 10, email: 'case@example.org' }));
      const demographics = await refusedWithoutEvents(stack, () => partner.post(`/api/patients/${referred.id}/set-payer`, { expectedVersion: 1, payerId: 2 }));
      expect(demographics.status).toBe(403);

      const cared = await register();
      accepted(await agency.post(`/api/patients/${cared.id}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
      const byCaregiver = await refusedWithoutEvents(stack, () => caregiver.post(`/api/patients/${cared.id}/set-diagnoses`, { expectedVersion: 1, diagnosisIds: [1] }));
      expect(byCaregiver.status).toBe(403);
    });

    it('answers 400 naming each bad field of a detail, and stores nothing', async () => {
      const patient = await register();
      const levels = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/set-assistance-levels`, { expectedVersion: 0, levels: { bathing: 9, flying: 1 } }));
      expect(levels.status).toBe(400);
      expect(levels.body.errors).toEqual([
        { path: 'levels.bathing', message: 'must be a known level of assistance, an integer from 0 (unknown) to 7' },
        { path: 'levels.flying', message: 'is not an allowed field' },
      ]);
      const contact = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/add-contact`, { expectedVersion: 0, contactId: 'c-1', relationshipId: 99 }));
      expect(contact.status).toBe(400);
      expect(contact.body.errors.map((error: { path: string }) => error.path)).toEqual(['contactId', 'name', 'relationshipId']);
      const diagnoses = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/set-diagnoses`, { expectedVersion: 0, diagnosisIds: [3, 3] }));
      expect(diagnoses.body.errors).toEqual([{ path: 'diagnosisIds', message: 'must not repeat an id' }]);
    });

    it('answers 422 for an unknown contact or allergy, an unchanged detail, an unreachable emergency contact; 409 when stale', async () => {
      const patient = await register();
      const unknown = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/update-contact`, { expectedVersion: 0, contactId: randomUUID(), name: 'Who' }));
      expect(unknown.status).toBe(422);
      expect(unknown.body.code).toBe('contact_not_found');
      const noAllergy = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/remove-allergy`, { expectedVersion: 0, allergyId: randomUUID() }));
      expect(noAllergy.body.code).toBe('allergy_not_found');
      const unreachable = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/add-contact`, { expectedVersion: 0, contactId: randomUUID(), name: 'No Phone', relationshipId: 10, isEmergency: true }));
      expect(unreachable.body.code).toBe('emergency_contact_without_phone');
      accepted(await agency.post(`/api/patients/${patient.id}/set-ambulatory-level`, { expectedVersion: 0, level: 3 }));
      const same = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/set-ambulatory-level`, { expectedVersion: 1, level: 3 }));
      expect(same.status).toBe(422);
      expect(same.body.code).toBe('ambulatory_level_unchanged');
      const stale = await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${patient.id}/set-ambulatory-level`, { expectedVersion: 0, level: 1 }));
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ expectedVersion: 0, actualVersion: 1 });
      expect((await refusedWithoutEvents(stack, () => agency.post(`/api/patients/${randomUUID()}/set-payer`, { expectedVersion: 0, payerId: 1 }))).status).toBe(404);
    });
  });
});

describe.each(testDatabases())('patient details demo data on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
  });
  afterAll(async () => stack?.stop());

  const count = async (type: string) => {
    const { rows } = await stack.careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type]);
    return Number(rows[0]?.n ?? 0);
  };

  it('gives most demo patients their details', async () => {
    const patients = await count('PatientRegistered');
    // Twenty of today and one served the year before (one for every twenty).
    expect(patients).toBe(21);
    for (const type of ['PatientDemographicsUpdated', 'PatientAmbulatoryLevelSet', 'PatientAssistanceLevelsSet', 'PatientDiagnosesSet', 'PatientLanguagesSet', 'PatientPayerSet']) {
      expect(await count(type), type).toBeGreaterThanOrEqual(patients * 0.6);
    }
    expect(await count('PatientContactAdded')).toBeGreaterThanOrEqual(patients * 0.6);
    expect(await count('PatientAllergyAdded')).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('demo families on $name', (database) => {
  let stack: RunningStack;
  interface Family {
    slug: string;
    name: string;
    openedBy: string;
    openedAt: Date;
    patients: { firstName: string; lastName: string; registeredAt: Date }[];
  }
  let families: Family[];

  beforeAll(async () => {
    // The size the report suites seed too: enough patients for several families.
    stack = await startStack(database, { patients: 110 });
    await stack.waitForProjections();
    const { rows } = await stack.careledger.db.query<{ email: string; name: string; created_by: string; created_at: Date; first_name: string | null; last_name: string | null; registered_at: Date | null }>(
      `SELECT l.email, l.name, l.created_by, l.created_at, p.first_name, p.last_name, p.created_at AS registered_at
         FROM logins l LEFT JOIN patients p ON p.created_by = l.id::text
        WHERE l.role_id = $1 ORDER BY l.email, p.created_at`,
      [Role.USER],
    );
    const bySlug = new Map<string, Family>();
    for (const row of rows) {
      const slug = row.email.replace(`@${DEMO_ACCOUNT_DOMAIN}`, '');
      const family = bySlug.get(slug) ?? { slug, name: row.name, openedBy: row.created_by, openedAt: new Date(row.created_at), patients: [] };
      bySlug.set(slug, family);
      if (row.first_name !== null && row.last_name !== null && row.registered_at !== null) {
        family.patients.push({ firstName: row.first_name, lastName: row.last_name, registeredAt: new Date(row.registered_at) });
      }
    }
    families = [...bySlug.values()];
  });
  afterAll(async () => stack?.stop());

  const registering = () => families.filter((family) => family.patients.length > 0);
  const fullNames = (family: Pick<Family, 'patients'>) => family.patients.map(({ firstName, lastName }) => `${firstName} ${lastName}`).sort();

  it('gives every demo family one or two patients, and several families some', () => {
    expect(families.filter((family) => family.patients.length > 2).map((family) => `${family.slug}: ${fullNames(family).join(', ')}`)).toEqual([]);
    expect(registering().length).toBeGreaterThanOrEqual(3);
    const registeredByFamilies = registering().reduce((total, family) => total + family.patients.length, 0);
    expect(registeredByFamilies).toBeGreaterThan(registering().length);
  });

  it('gives the demo family sign-in its two parents, by name, a mother and a father', async () => {
    const own = families.find((family) => family.slug === 'user');
    expect(own && fullNames(own)).toEqual(DEMO_FAMILY_PATIENTS.map(({ firstName, lastName }) => `${firstName} ${lastName}`).sort());
    const { rows } = await stack.careledger.db.query<{ first_name: string; gender: string | null }>(
      "SELECT first_name, demographics->>'gender' AS gender FROM patients WHERE created_by = $1 ORDER BY first_name",
      [demoUserBySlug('user').id],
    );
    expect(rows).toEqual(DEMO_FAMILY_PATIENTS.map(({ firstName, gender }) => ({ first_name: firstName, gender })).sort((a, b) => a.first_name.localeCompare(b.first_name)));
  });

  it('opens each other family through the admin before it registers a parent who shares its surname', () => {
    const others = registering().filter((family) => family.slug !== 'user');
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const family of others) {
      expect(family.openedBy, family.slug).toBe(demoUserBySlug('admin').id);
      const surnames = family.name.split(' ').slice(1);
      for (const patient of family.patients) {
        expect(patient.registeredAt.getTime(), `${family.slug} opened before registering ${patient.firstName}`).toBeGreaterThan(family.openedAt.getTime());
        expect(patient.lastName.split(' ').some((surname) => surnames.includes(surname)), `${family.name} and ${patient.lastName}`).toBe(true);
      }
    }
  });

  it('signs each family in with the demo password, showing it its own patients and no others', async () => {
    for (const family of registering()) {
      const client = await stack.as(family.slug);
      const listed = await client.get('/api/patients?pageSize=100');
      expect(listed.status).toBe(200);
      expect(fullNames({ patients: listed.body.data }), family.slug).toEqual(fullNames(family));
    }
  });
});
