import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDatabases())('assessment queries on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 40, minPositionWaitMs: 300 });
    // The demo history is caught up first: the short wait above is for the 503 case only.
    await stack.waitForProjections();
    admin = await stack.as('admin');
    agency = await stack.as('agency');
  });
  afterAll(async () => stack?.stop());

  /** Waits until the projections have caught up with everything stored so far. */
  const caughtUp = async () => ({ 'x-min-position': String(await stack.headPosition()) });

  it('lists the seven statuses of SPEC.md', async () => {
    const response = await stack.client().get('/api/assessment-statuses');
    expect(response.body.data.map((status: { id: number; key: string }) => [status.id, status.key])).toEqual([
      [1, 'PENDING'],
      [2, 'SCHEDULED'],
      [3, 'APPROVED'],
      [4, 'ACTIVE'],
      [5, 'CANCELLED'],
      [6, 'COMPLETED'],
      [7, 'REQUESTED'],
    ]);
  });

  it('pages, sorts and filters on the server', async () => {
    const headers = await caughtUp();
    const first = await admin.get('/api/assessments?page=1&pageSize=10&sort=createdAt:asc', { headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.body.total).toBeGreaterThan(40);
    expect(first.body.data).toHaveLength(10);
    const created = first.body.data.map((row: { createdAt: string }) => row.createdAt);
    expect([...created].sort()).toEqual(created);
    const second = await admin.get('/api/assessments?page=2&pageSize=10&sort=createdAt:asc', { headers });
    expect(second.body.data[0].id).not.toBe(first.body.data[9].id);

    const completed = await admin.get('/api/assessments?status=6&pageSize=100', { headers });
    expect(completed.body.data.length).toBeGreaterThan(0);
    expect(completed.body.data.every((row: { status: number }) => row.status === 6)).toBe(true);
    const { rows } = await stack.careledger.db.query<{ n: string | number }>('SELECT count(*) AS n FROM assessments WHERE status = 6');
    expect(completed.body.total).toBe(Number(rows[0]?.n));

    const someone = (first.body.data as { id: string; agencyId: string | null; patientId: string; createdAt: string }[]).find((row) => row.agencyId !== null);
    if (!someone) throw new Error('the demo data has no agency assessment');
    const day = someone.createdAt.slice(0, 10);
    const filtered = await admin.get(`/api/assessments?agencyId=${someone.agencyId}&patientId=${someone.patientId}&createdFrom=${day}&createdTo=${day}&pageSize=100`, { headers });
    expect(filtered.body.data.map((row: { id: string }) => row.id)).toContain(someone.id);
    for (const row of filtered.body.data as { agencyId: string; patientId: string; createdAt: string }[]) {
      expect(row).toMatchObject({ agencyId: someone.agencyId, patientId: someone.patientId });
      expect(row.createdAt.slice(0, 10)).toBe(day);
    }
    const { rows: sameDay } = await stack.careledger.db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM assessments WHERE agency_id = $1 AND patient_id = $2 AND to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') = $3",
      [someone.agencyId, someone.patientId, day],
    );
    expect(filtered.body.total).toBe(Number(sameDay[0]?.n));
  });

  it('answers 400 naming each bad list parameter', async () => {
    const response = await admin.get('/api/assessments?page=0&pageSize=500&sort=colour:up&status=9&agencyId=acme&patientId=1&createdFrom=2026-02-30');
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['agencyId', 'createdFrom', 'page', 'pageSize', 'patientId', 'sort', 'status']);
    const backwards = await admin.get('/api/assessments?createdFrom=2026-03-02&createdTo=2026-03-01');
    expect(backwards.body.errors).toEqual([{ path: 'createdTo', message: 'must not be before createdFrom' }]);
  });

  it('shows each role only what it may see', async () => {
    const headers = await caughtUp();
    const all = await admin.get('/api/assessments?pageSize=100', { headers });
    const mine = await agency.get('/api/assessments?pageSize=100', { headers });
    const provider = await (await stack.as('provider')).get('/api/assessments?pageSize=100', { headers });
    expect(mine.body.total + provider.body.total).toBe(all.body.total);
    expect(mine.body.data.every((row: { agencyId: string }) => row.agencyId === '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01')).toBe(true);

    const family = await stack.as('user');
    const familyRows = await family.get('/api/assessments?pageSize=100', { headers });
    expect(familyRows.body.data.every((row: { createdBy: string }) => row.createdBy === '00000000-0000-4000-8000-000000000002')).toBe(true);
    const someoneElses = mine.body.data.find((row: { createdBy: string }) => row.createdBy !== '00000000-0000-4000-8000-000000000002');
    expect((await family.get(`/api/assessments/${someoneElses.id}`)).status).toBe(403);
  });

  it('reads its own write with X-Min-Position', async () => {
    const created = await agency.post('/api/assessments', { patientId: await registeredPatient(agency) });
    const scheduled = await agency.post(`/api/assessments/${created.body.id}/schedule`, { expectedVersion: 0, visitAt: inDays(2) });
    const row = await agency.get(`/api/assessments/${created.body.id}`, {
      headers: { 'x-min-position': String(scheduled.body.globalPosition) },
    });
    expect(row.status).toBe(200);
    expect(row.body).toMatchObject({ id: created.body.id, status: 2, version: 1 });
  });

  it('answers 503 when the read model cannot reach the position in time, and 400 for a bad one', async () => {
    const ahead = await admin.get('/api/assessments', { headers: { 'x-min-position': String((await stack.headPosition()) + 1000) } });
    expect(ahead.status).toBe(503);
    expect(ahead.body.message).toMatch(/caught up/);
    const bad = await admin.get('/api/assessments', { headers: { 'x-min-position': 'soon' } });
    expect(bad.status).toBe(400);
  });

  it('serves the history with actor and time, and the state as of any instant', async () => {
    const created = await agency.post('/api/assessments', { patientId: await registeredPatient(agency), summary: 'History check' });
    const id = created.body.id as string;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const scheduled = await agency.post(`/api/assessments/${id}/schedule`, { expectedVersion: 0, visitAt: inDays(2) });
    const headers = { 'x-min-position': String(scheduled.body.globalPosition) };

    const history = await agency.get(`/api/assessments/${id}/history`, { headers });
    expect(history.body.data.map((event: { type: string }) => event.type)).toEqual(['AssessmentCreated', 'AssessmentScheduled']);
    expect(history.body.data[0]).toMatchObject({ streamVersion: 0, actorRole: 3, actorId: expect.any(String), occurredAt: expect.any(String) });

    const then = await agency.get(`/api/assessments/${id}?asOf=${encodeURIComponent(between)}`, { headers });
    expect(then.body).toMatchObject({ id, status: 1, version: 0, summary: 'History check' });
    const now = await agency.get(`/api/assessments/${id}`, { headers });
    expect(now.body).toMatchObject({ status: 2, version: 1 });
    const before = await agency.get(`/api/assessments/${id}?asOf=2001-01-01T00:00:00Z`, { headers });
    expect(before.status).toBe(404);
    const badInstant = await agency.get(`/api/assessments/${id}?asOf=yesterday`);
    expect(badInstant.status).toBe(400);
    expect(badInstant.body.errors).toEqual([expect.objectContaining({ path: 'asOf' })]);
  });

  it('answers 404 for an unknown assessment and 400 for a malformed id', async () => {
    expect((await admin.get(`/api/assessments/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/assessments/nope')).status).toBe(400);
    expect((await admin.getUndocumented('/api/no-such-call')).status).toBe(404);
  });
});
