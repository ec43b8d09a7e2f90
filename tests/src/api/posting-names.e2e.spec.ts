import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY_ID, demoUserBySlug } from '@careledger/app';
import type { ApiClient, PostActionOf } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const PROVIDER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('a posting names the agencies and caregivers it concerns, on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let provider: ApiClient;
  let caregiver: ApiClient;
  const carmen = demoUserBySlug('caregiver');

  beforeAll(async () => {
    stack = await startStack(database, { patients: 5 });
    [admin, agency, provider, caregiver] = await Promise.all([stack.as('admin'), stack.as('agency'), stack.as('provider'), stack.as('caregiver')]);
  });
  afterAll(async () => stack?.stop());

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });

  it('names the invited, the applicants and the assignee, a caregiver by their profile or by their sign-in', async () => {
    const patientId = accepted(await agency.post('/api/patients', { firstName: 'Nell', lastName: 'Postings' }), 201).id;
    // One caregiver without a sign-in (named by the profile's id), one with (named by the sign-in's id, as they apply).
    const withoutLogin = accepted(await agency.post('/api/caregivers', { firstName: 'Quinta', lastName: 'Profile', email: 'quinta@example.com', professionId: 'personal_support_worker' }), 201).id;
    const signInId = accepted(await admin.post('/api/users', { email: 'sigrid@example.org', name: 'Sig Login', roleId: 9, agencyId: DEMO_AGENCY_ID }), 201).id;
    accepted(await agency.post('/api/caregivers', { firstName: 'Sigrid', lastName: 'Signin', email: 'sigrid@example.com', professionId: 'personal_support_worker', userId: signInId }), 201);
    const { id } = accepted(
      await agency.post('/api/postings', {
        patientId,
        careServiceId: 3,
        schedule: { days: [1, 3], startTime: '08:00', endTime: '12:00' },
        startDate: dayFromToday(3),
        endDate: dayFromToday(40),
      }),
      201,
    );
    let version = 0;
    const step = async (client: ApiClient, action: PostActionOf<'/api/postings/{id}'>, body: Record<string, unknown> = {}) => {
      version = accepted(await client.post(`/api/postings/${id}/${action}`, { expectedVersion: version, ...body })).version;
    };
    await step(agency, 'publish');
    await step(agency, 'invite-agency', { agencyId: PROVIDER_AGENCY_ID });
    await step(agency, 'invite-caregiver', { caregiverId: withoutLogin });
    await step(agency, 'invite-caregiver', { caregiverId: signInId });
    await step(provider, 'apply');
    await step(caregiver, 'apply');
    await step(agency, 'assign', { caregiverId: carmen.id });

    const { rows } = await stack.careledger.db.query<{ name: string }>('SELECT name FROM agencies WHERE id = $1', [PROVIDER_AGENCY_ID]);
    const providerName = rows[0]?.name;
    expect(providerName).toBeTruthy();
    const expected = {
      invitedNames: [providerName, 'Quinta Profile', 'Sigrid Signin'],
      applicantsNames: [providerName, carmen.name],
      assigneeName: carmen.name,
    };
    expect((await agency.get(`/api/postings/${id}`, await caughtUp())).body).toMatchObject(expected);
    expect((await agency.get(`/api/postings?patientId=${patientId}`)).body.data).toEqual([expect.objectContaining({ id, ...expected })]);
  });

  it('answers empty names for a posting offered to no one yet', async () => {
    const patientId = accepted(await agency.post('/api/patients', { firstName: 'Nora', lastName: 'Nobody' }), 201).id;
    const { id } = accepted(
      await agency.post('/api/postings', { patientId, careServiceId: 3, schedule: { days: [2], startTime: '22:00', endTime: '06:00' }, startDate: dayFromToday(3), endDate: dayFromToday(40) }),
      201,
    );
    const posting = (await agency.get(`/api/postings/${id}`, await caughtUp())).body;
    expect(posting).toMatchObject({ invited: [], invitedNames: [], applicantsNames: [], assignee: null, assigneeName: null });
  });
});
