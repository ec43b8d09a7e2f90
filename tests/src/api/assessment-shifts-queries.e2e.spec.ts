import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY_ID } from '@careledger/app';
import type { ApiClient, PostActionOf } from '../support/api-client';
import { accepted, registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const SLUGS = ['admin', 'user', 'agency', 'agency-agent', 'provider', 'partner', 'caregiver'] as const;
type Slug = (typeof SLUGS)[number];

describe.each(testDatabases())('assessment shifts query on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  let assessmentId: string;
  let providerAssessmentId: string;
  let version: number;
  const [early, late, middle] = [randomUUID(), randomUUID(), randomUUID()];
  let niaUserId: string;

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const shiftsOf = async (slug: Slug, id: string) => as[slug].get(`/api/agency/assessments/${id}/shifts`, await caughtUp());

  /** An agency's assessment, approved so shifts may be planned. */
  const approvedAssessment = async (client: ApiClient): Promise<{ id: string; version: number }> => {
    const created = accepted(await client.post('/api/assessments', { patientId: await registeredPatient(client), summary: 'Evening help' }), 201);
    accepted(await client.post(`/api/assessments/${created.id}/schedule`, { expectedVersion: 0, visitAt: '2031-03-02T10:00:00Z' }));
    return { id: created.id, version: accepted(await client.post(`/api/assessments/${created.id}/approve`, { expectedVersion: 1 })).version };
  };

  beforeAll(async () => {
    stack = await startStack(database);
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    // Nia signs in as a caregiver of the agency: her profile names her account, her shifts name her.
    niaUserId = accepted(await as.admin.post('/api/users', { email: 'nia.okafor@example.org', name: 'Nia Okafor', roleId: 9, agencyId: DEMO_AGENCY_ID }), 201).id;
    const nia = { firstName: 'Nia', lastName: 'Okafor', email: 'nia.okafor@example.org', agencyId: DEMO_AGENCY_ID, userId: niaUserId, professionId: 'registered_practical_nurse' };
    accepted(await as.agency.post('/api/caregivers', nia), 201);
    const approved = await approvedAssessment(as.agency);
    assessmentId = approved.id;
    version = approved.version;
    const act = async (action: PostActionOf<'/api/assessments/{id}'>, body: Record<string, unknown>) =>
      (version = accepted(await as.agency.post(`/api/assessments/${assessmentId}/${action}`, { expectedVersion: version, ...body })).version);
    await act('add-shift', { shiftId: late, startsAt: '2031-03-06T18:00:00-05:00', endsAt: '2031-03-06T22:00:00-05:00', caregiverId: niaUserId });
    await act('add-shift', { shiftId: early, startsAt: '2031-03-04T08:00:00Z', endsAt: '2031-03-04T12:00:00Z', caregiverId: null });
    await act('add-shift', { shiftId: middle, startsAt: '2031-03-05T08:00:00Z', endsAt: '2031-03-05T10:00:00Z' });
    await act('change-shift', { shiftId: early, endsAt: '2031-03-04T13:30:00Z' });
    await act('cancel-shift', { shiftId: middle, reason: 'Family visiting' });
    providerAssessmentId = (await approvedAssessment(as.provider)).id;
  });
  afterAll(async () => stack?.stop());

  it("lists one assessment's shifts by start, changes and cancellations included, each caregiver by name, with the assessment's version", async () => {
    const response = await shiftsOf('agency', assessmentId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      assessmentId,
      version,
      data: [
        { shiftId: early, startsAt: '2031-03-04T08:00:00.000Z', endsAt: '2031-03-04T13:30:00.000Z', caregiverId: null, caregiverName: null, status: 'planned', cancelReason: null, createdAt: expect.any(String), updatedAt: expect.any(String) },
        { shiftId: middle, startsAt: '2031-03-05T08:00:00.000Z', endsAt: '2031-03-05T10:00:00.000Z', caregiverId: null, caregiverName: null, status: 'cancelled', cancelReason: 'Family visiting', createdAt: expect.any(String), updatedAt: expect.any(String) },
        { shiftId: late, startsAt: '2031-03-06T23:00:00.000Z', endsAt: '2031-03-07T03:00:00.000Z', caregiverId: niaUserId, caregiverName: 'Nia Okafor', status: 'planned', cancelReason: null, createdAt: expect.any(String), updatedAt: expect.any(String) },
      ],
    });
  });

  it('answers an approved assessment without shifts with an empty list', async () => {
    const response = await shiftsOf('provider', providerAssessmentId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ assessmentId: providerAssessmentId, version: 2, data: [] });
  });

  it.each<[Slug, number]>([
    ['admin', 200],
    ['agency', 200],
    ['agency-agent', 200],
    ['provider', 403],
    ['caregiver', 403],
    ['user', 403],
    ['partner', 403],
  ])('lets %s read the demo agency assessment shifts: %i', async (slug, status) => {
    const response = await shiftsOf(slug, assessmentId);
    expect(response.status).toBe(status);
    if (status === 200) expect(response.body.data).toHaveLength(3);
    else expect(response.body).not.toHaveProperty('data');
  });

  it("refuses the demo agency another agency's assessment", async () => {
    expect((await shiftsOf('agency', providerAssessmentId)).status).toBe(403);
  });

  it('answers 404 for an unknown assessment, 400 for a malformed id, 401 without a session', async () => {
    const unknown = await shiftsOf('admin', randomUUID());
    expect(unknown.status).toBe(404);
    const malformed = await shiftsOf('admin', 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ path: 'assessment_id', message: 'must be a UUID' }]);
    expect((await stack.client().get(`/api/agency/assessments/${assessmentId}/shifts`)).status).toBe(401);
  });
});
