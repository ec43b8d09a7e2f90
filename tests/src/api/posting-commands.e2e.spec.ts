import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY_ID } from '@careledger/app';
import type { ApiClient, PostActionOf, PostPath } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents, seededRecordId, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const PROVIDER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const DAY = 86_400_000;

const dayFromToday = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe.each(testDatabases())('posting commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let agent: ApiClient;
  let provider: ApiClient;
  let caregiver: ApiClient;
  let partner: ApiClient;
  let family: ApiClient;
  let patientId: string;

  beforeAll(async () => {
    stack = await startStack(database);
    [agency, agent, provider, caregiver, partner, family] = await Promise.all([
      stack.as('agency'), stack.as('agency-agent'), stack.as('provider'), stack.as('caregiver'), stack.as('partner'), stack.as('user'),
    ]);
    patientId = accepted(await agency.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks' }), 201).id;
  });
  afterAll(async () => stack?.stop());

  const postingBody = (body: Record<string, unknown> = {}) => ({
    patientId,
    careServiceId: 3,
    schedule: { days: [5, 1, 3], startTime: '08:00', endTime: '12:00' },
    startDate: dayFromToday(2),
    endDate: dayFromToday(60),
    description: 'Morning home support',
    ...body,
  });
  const createPosting = async (client: ApiClient = agency, body: Record<string, unknown> = {}) => accepted(await client.post('/api/postings', postingBody(body)), 201);
  const act = async (client: ApiClient, id: string, action: PostActionOf<'/api/postings/{id}'>, body: Record<string, unknown>) => accepted(await client.post(`/api/postings/${id}/${action}`, body));

  it('lives a posting from draft to filled and closed', async () => {
    const { id } = await createPosting();
    let version = 0;
    const step = async (client: ApiClient, action: PostActionOf<'/api/postings/{id}'>, body: Record<string, unknown> = {}) => {
      version = (await act(client, id, action, { expectedVersion: version, ...body })).version;
    };
    await step(agency, 'invite-agency', { agencyId: PROVIDER_AGENCY_ID });
    await step(agent, 'publish');
    await step(agency, 'hold', { reason: 'Client in hospital' });
    await step(agency, 'unhold');
    await step(agent, 'extend', { endDate: dayFromToday(90) });
    await step(caregiver, 'apply');
    await step(provider, 'apply');
    // Another caregiver of the agency: the demo caregiver's profile is its first.
    await step(agency, 'invite-caregiver', { caregiverId: await seededRecordId(stack, 'CaregiverRegistered', { agencyId: DEMO_AGENCY_ID }, 1) });
    await step(agency, 'assign', { caregiverId: CAREGIVER_ID });
    await step(agency, 'fill');
    expect(await lastEventData(stack, `posting-${id}`)).toEqual({ postingId: id, assignee: { kind: 'caregiver', id: CAREGIVER_ID } });
    await step(agency, 'close');
    expect(await streamEventTypes(stack, `posting-${id}`)).toEqual([
      'PostingCreated', 'AgencyInvitedToPosting', 'PostingPublished', 'PostingHeld', 'PostingUnheld', 'PostingExtended',
      'CaregiverAppliedToPosting', 'AgencyAppliedToPosting', 'CaregiverInvitedToPosting', 'PostingAssigned', 'PostingFilled', 'PostingClosed',
    ]);
    const closedAgain = await refusedWithoutEvents(stack, () => agency.post(`/api/postings/${id}/close`, { expectedVersion: version }));
    expect(closedAgain.status).toBe(422);
    expect(closedAgain.body.code).toBe('illegal_transition');
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const response = await refusedWithoutEvents(stack, () =>
      agency.post('/api/postings', { ...postingBody(), careServiceId: 999, schedule: { days: [8], startTime: '8am', endTime: '12:00' }, endDate: undefined, extra: 1 }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'careServiceId', message: 'must be a care service id' },
      { path: 'schedule.days.0', message: 'must be a day of the week, 1 (Monday) to 7 (Sunday)' },
      { path: 'schedule.startTime', message: 'must be a time, HH:MM' },
      { path: 'endDate', message: 'is required' },
      { path: 'extra', message: 'is not an allowed field' },
    ]);
    const backwards = await refusedWithoutEvents(stack, () => agency.post('/api/postings', postingBody({ endDate: dayFromToday(1) })));
    expect(backwards.body.errors).toEqual([{ path: 'endDate', message: 'must be after startDate' }]);
    const { id } = await createPosting();
    const assign = await refusedWithoutEvents(stack, () => agency.post(`/api/postings/${id}/assign`, { expectedVersion: 0 }));
    expect(assign.body.errors).toEqual([{ path: 'caregiverId', message: 'name exactly one of caregiverId and agencyId' }]);
  });

  it('refuses with 403 what the policy refuses, and stores nothing', async () => {
    const forbidden = async (client: ApiClient, path: PostPath, body: Record<string, unknown>) =>
      expect((await refusedWithoutEvents(stack, () => client.post(path, body))).status).toBe(403);
    await forbidden(caregiver, '/api/postings', postingBody());
    await forbidden(partner, '/api/postings', postingBody());
    await forbidden(provider, '/api/postings', postingBody());
    await forbidden(agency, '/api/postings', postingBody({ agencyId: PROVIDER_AGENCY_ID }));
    const { id } = await createPosting();
    await forbidden(caregiver, `/api/postings/${id}/apply`, { expectedVersion: 0 });
    await forbidden(provider, `/api/postings/${id}/publish`, { expectedVersion: 0 });
    await forbidden(family, `/api/postings/${id}/publish`, { expectedVersion: 0 });
    await act(agency, id, 'publish', { expectedVersion: 0 });
    await forbidden(provider, `/api/postings/${id}/apply`, { expectedVersion: 1 });
    await forbidden(agency, `/api/postings/${id}/apply`, { expectedVersion: 1 });
    await forbidden(caregiver, `/api/postings/${id}/hold`, { expectedVersion: 1, reason: 'No' });
  });

  it('answers 404 for an unknown posting, 409 for a stale version, 422 for a broken rule', async () => {
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/postings/${randomUUID()}/publish`, { expectedVersion: 0 }))).status).toBe(404);
    const noPatient = await refusedWithoutEvents(stack, () => agency.post('/api/postings', postingBody({ patientId: randomUUID() })));
    expect([noPatient.status, noPatient.body.code]).toEqual([422, 'patient_not_found']);
    const { id } = await createPosting();
    const stale = await refusedWithoutEvents(stack, () => agency.post(`/api/postings/${id}/publish`, { expectedVersion: 4 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 4, actualVersion: 0 });
    await act(agency, id, 'publish', { expectedVersion: 0 });
    const earlier = await refusedWithoutEvents(stack, () => agency.post(`/api/postings/${id}/extend`, { expectedVersion: 1, endDate: dayFromToday(30) }));
    expect([earlier.status, earlier.body.code]).toEqual([422, 'end_date_not_later']);
    const unassigned = await refusedWithoutEvents(stack, () => agency.post(`/api/postings/${id}/fill`, { expectedVersion: 1 }));
    expect([unassigned.status, unassigned.body.code]).toEqual([422, 'posting_not_assigned']);
    const stranger = await refusedWithoutEvents(stack, () => agency.post(`/api/postings/${id}/assign`, { expectedVersion: 1, caregiverId: CAREGIVER_ID }));
    expect([stranger.status, stranger.body.code]).toEqual([422, 'not_a_candidate']);
  });

  it('documents every posting action in the OpenAPI document', async () => {
    const paths = Object.keys((await agency.getUndocumented('/api/docs-json')).body.paths);
    const actions = ['publish', 'hold', 'unhold', 'extend', 'invite-agency', 'invite-caregiver', 'apply', 'assign', 'fill', 'close'];
    expect(paths).toEqual(expect.arrayContaining(['/api/postings', ...actions.map((action) => `/api/postings/{id}/${action}`)]));
  });
});

describe.each(testDatabases())('posting demo data on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
  });
  afterAll(async () => stack?.stop());

  const count = async (type: string): Promise<number> => {
    const { rows } = await stack.careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type]);
    return Number(rows[0]?.n ?? 0);
  };

  it('seeds realistic posting histories for the demo agency', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        ['PostingCreated', 'PostingPublished', 'PostingHeld', 'PostingUnheld', 'PostingExtended', 'CaregiverAppliedToPosting', 'PostingAssigned', 'PostingFilled', 'PostingClosed'].map(
          async (type) => [type, await count(type)] as const,
        ),
      ),
    );
    expect(counts.PostingCreated).toBeGreaterThanOrEqual(30);
    for (const type of Object.keys(counts)) expect(counts[type], type).toBeGreaterThan(0);
  });
});
