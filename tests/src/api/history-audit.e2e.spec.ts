import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const AGENCY_USER_ID = '00000000-0000-4000-8000-000000000003';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const DAY = 86_400_000;

const dayFromToday = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** An instant strictly between two commands, so asOf can fall on either side of them. */
const pause = async (): Promise<string> => {
  await sleep(15);
  const instant = new Date().toISOString();
  await sleep(15);
  return instant;
};

describe.each(testDatabases())('history and audit over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let caregiver: ApiClient;
  let partner: ApiClient;
  let family: ApiClient;
  let patientId: string;
  let between: string;
  let postingId: string;

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, agency, caregiver, partner, family] = await Promise.all([stack.as('admin'), stack.as('agency'), stack.as('caregiver'), stack.as('partner'), stack.as('user')]);
    patientId = accepted(await agency.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks', dateOfBirth: '1941-02-04' }), 201).id;
    between = await pause();
    accepted(await agency.post(`/api/patients/${patientId}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
    const posting = { patientId, careServiceId: 3, schedule: { days: [1, 3], startTime: '08:00', endTime: '12:00' }, startDate: dayFromToday(2), endDate: dayFromToday(60), description: 'Morning home support' };
    postingId = accepted(await agency.post('/api/postings', posting), 201).id;
    accepted(await agency.post(`/api/postings/${postingId}/publish`, { expectedVersion: 0 }));
  });
  afterAll(async () => stack?.stop());

  it('tells a patient\'s history: type, data, actor, role, time and correlation of each event', async () => {
    const response = await admin.get(`/api/patients/${patientId}/history`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [registered, assigned] = response.body.data;
    expect(response.body.data).toHaveLength(2);
    expect(registered).toMatchObject({ streamVersion: 0, type: 'PatientRegistered', actorId: AGENCY_USER_ID, actorRole: 3, data: expect.objectContaining({ patientId, firstName: 'Rosa' }) });
    expect(assigned).toMatchObject({ streamVersion: 1, type: 'CaregiverAssignedToPatient', actorId: AGENCY_USER_ID, data: expect.objectContaining({ caregiverId: CAREGIVER_ID }) });
    for (const entry of response.body.data) {
      expect(entry).toMatchObject({ globalPosition: expect.any(Number), correlationId: expect.any(String), causationId: expect.any(String) });
      expect(Date.parse(entry.occurredAt)).not.toBeNaN();
      expect(Date.parse(entry.recordedAt)).not.toBeNaN();
    }
    expect(Date.parse(registered.occurredAt)).toBeLessThan(Date.parse(between));
    expect(Date.parse(assigned.occurredAt)).toBeGreaterThan(Date.parse(between));
  });

  it('tells a posting\'s history to whoever may read it, and refuses the others', async () => {
    const response = await agency.get(`/api/postings/${postingId}/history`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.map((entry: { type: string; actorId: string }) => [entry.type, entry.actorId])).toEqual([
      ['PostingCreated', AGENCY_USER_ID],
      ['PostingPublished', AGENCY_USER_ID],
    ]);
    expect((await partner.get(`/api/postings/${postingId}/history`)).status).toBe(403);
  });

  it('gives the state as of an instant: between two commands it is the earlier state', async () => {
    const earlier = await admin.get(`/api/patients/${patientId}/state?asOf=${encodeURIComponent(between)}`);
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(200);
    expect(earlier.body).toMatchObject({ asOf: between, version: 0, state: { status: 'registered', patientId, careTeam: [] } });
    const history = (await admin.get(`/api/patients/${patientId}/history`)).body.data;
    const atFirst = await admin.get(`/api/patients/${patientId}/state?asOf=${encodeURIComponent(history[0].occurredAt)}`);
    expect(atFirst.body.state).toEqual(earlier.body.state);
    const now = await agency.get(`/api/patients/${patientId}/state?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.body).toMatchObject({ version: 1, state: { careTeam: [CAREGIVER_ID] } });
    const before = await admin.get(`/api/patients/${patientId}/state?asOf=2000-01-01T00:00:00Z`);
    expect(before.status).toBe(404);
  });

  it('lets the care team and the patient\'s agency look back, and refuses 403 to other roles', async () => {
    expect((await agency.get(`/api/patients/${patientId}/history`)).status).toBe(200);
    expect((await caregiver.get(`/api/patients/${patientId}/history`)).status).toBe(200);
    expect((await partner.get(`/api/patients/${patientId}/history`)).status).toBe(403);
    expect((await family.get(`/api/patients/${patientId}/state?asOf=${encodeURIComponent(between)}`)).status).toBe(403);
  });

  it('answers 404 for an unknown record, 400 for a malformed id or instant', async () => {
    expect((await admin.get(`/api/patients/${randomUUID()}/history`)).status).toBe(404);
    expect((await admin.get(`/api/referrals/${randomUUID()}/state?asOf=2030-01-01T00:00:00Z`)).status).toBe(404);
    const badId = await admin.get('/api/patients/not-a-uuid/history');
    expect([badId.status, badId.body.errors]).toEqual([400, [{ path: 'id', message: 'must be a UUID' }]]);
    for (const asOf of ['yesterday', '']) {
      const badInstant = await admin.get(`/api/patients/${patientId}/state?asOf=${asOf}`);
      expect(badInstant.status).toBe(400);
      expect(badInstant.body.errors[0].path).toBe('asOf');
    }
  });

  it('documents the history, state and audit routes in the OpenAPI document', async () => {
    const paths = (await stack.client().getUndocumented('/api/docs-json')).body.paths as Record<string, { get?: { operationId?: string; parameters?: Array<{ name: string }> } }>;
    for (const resource of ['patients', 'referrals', 'postings', 'notes', 'hub/notes', 'shared-living-hubs', 'host-leads', 'medication-administrations', 'tasks', 'medication-orders', 'caregivers', 'agencies']) {
      expect(paths[`/api/${resource}/{id}/history`]?.get, resource).toBeDefined();
      expect(paths[`/api/${resource}/{id}/state`]?.get?.parameters?.map((parameter) => parameter.name), resource).toContain('asOf');
    }
    expect(paths['/api/audit/events']?.get?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['stream', 'category', 'type', 'actor', 'from', 'to', 'page', 'pageSize', 'sort']));
    const operationIds = Object.values(paths).map((path) => path.get?.operationId).filter(Boolean);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  describe('the audit explorer', () => {
    const audit = async (query: string) => {
      const response = await admin.get(`/api/audit/events?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { data: Array<Record<string, string | number>>; total: number; page: number; pageSize: number };
    };

    it('narrows the log by stream, category, type, actor and occurredAt', async () => {
      const stream = await audit(`stream=patient-${patientId}`);
      expect(stream.total).toBe(2);
      expect(stream.data.map((entry) => entry.type)).toEqual(['CaregiverAssignedToPatient', 'PatientRegistered']);
      const category = await audit('category=posting&pageSize=100');
      expect(category.total).toBeGreaterThanOrEqual(2);
      expect(category.data.every((entry) => String(entry.streamId).startsWith('posting-'))).toBe(true);
      const type = await audit('type=PostingPublished&pageSize=100');
      expect(type.data.every((entry) => entry.type === 'PostingPublished')).toBe(true);
      expect(type.data.map((entry) => entry.streamId)).toContain(`posting-${postingId}`);
      const actor = await audit(`actor=${AGENCY_USER_ID}&pageSize=100`);
      expect(actor.data.every((entry) => entry.actorId === AGENCY_USER_ID)).toBe(true);
      expect(actor.total).toBeGreaterThanOrEqual(4);
      const all = await audit('pageSize=1');
      expect(all.total).toBeGreaterThan(actor.total);
      const after = await audit(`stream=patient-${patientId}&from=${encodeURIComponent(between)}`);
      expect(after.data.map((entry) => entry.type)).toEqual(['CaregiverAssignedToPatient']);
      const upTo = await audit(`stream=patient-${patientId}&to=${encodeURIComponent(between)}`);
      expect(upTo.data.map((entry) => entry.type)).toEqual(['PatientRegistered']);
    });

    it('pages newest first, or oldest first on request', async () => {
      const second = await audit(`category=posting&pageSize=1&page=2&stream=posting-${postingId}`);
      expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(second.data.map((entry) => entry.type)).toEqual(['PostingCreated']);
      const oldestFirst = await audit(`stream=posting-${postingId}&pageSize=1&sort=position:asc`);
      expect(oldestFirst.data.map((entry) => entry.type)).toEqual(['PostingCreated']);
      const newest = await audit('pageSize=5');
      const positions = newest.data.map((entry) => Number(entry.globalPosition));
      expect(positions).toEqual([...positions].sort((a, b) => b - a));
      expect(positions[0]).toBe(await stack.headPosition());
      expect((await audit(`stream=posting-${postingId}&page=3&pageSize=1`)).data).toEqual([]);
    });

    it('is for administrators only', async () => {
      for (const client of [agency, partner, caregiver, family]) expect((await client.get('/api/audit/events')).status).toBe(403);
    });

    it('answers 400 naming each bad parameter and its rule', async () => {
      const response = await admin.get('/api/audit/events?pageSize=500&page=0&actor=nobody&from=yesterday&category=Bad-Cat&type=no%20such&sort=time:up');
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['actor', 'category', 'from', 'page', 'pageSize', 'sort', 'type']);
      const backwards = await admin.get('/api/audit/events?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z');
      expect([backwards.status, backwards.body.errors]).toEqual([400, [{ path: 'to', message: 'must not be before from' }]]);
    });
  });
});
