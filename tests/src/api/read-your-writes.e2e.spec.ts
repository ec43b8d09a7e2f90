import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

describe.each(testDatabases())('a read that names X-Min-Position reads the read models themselves, on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 0 });
    admin = await stack.as('admin');
  });
  afterAll(async () => stack?.stop());

  const LIST = '/api/assessments?page=1&pageSize=100&sort=createdAt:desc';
  const summaries = (answer: { body: { data: { summary: string }[] } }) => answer.body.data.map((row) => row.summary);

  it('gets the answer kept in memory without it, and what the table holds with it', async () => {
    const patient = accepted(await admin.post('/api/patients', { firstName: 'Rosa', lastName: 'Fresh' }), 201);
    accepted(await admin.post('/api/assessments', { patientId: patient.id, summary: 'as recorded' }), 201);
    const kept = await admin.get(LIST, { headers: { 'x-min-position': String(await stack.headPosition()) } });
    expect(summaries(kept)[0]).toBe('as recorded');
    expect(summaries(await admin.get(LIST))).toEqual(summaries(kept));
    // Changed behind the projections' back: no checkpoint moves, so the kept answer stands.
    await stack.careledger.db.query(`UPDATE assessments SET summary = 'changed in the table' WHERE id = (SELECT id FROM assessments ORDER BY created_at DESC LIMIT 1)`);
    expect(summaries(await admin.get(LIST))).toEqual(summaries(kept));
    const fresh = await admin.get(LIST, { headers: { 'x-min-position': '0' } });
    expect(summaries(fresh)[0]).toBe('changed in the table');
    expect(summaries(await admin.get(LIST))).toEqual(summaries(kept));
  });

  it('refuses a position that is not a whole number, naming the header', async () => {
    const refused = await admin.get(LIST, { headers: { 'x-min-position': 'soon' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'X-Min-Position', message: 'must be a non-negative integer' }]);
  });

  it('answers the session and the projections status at once while a read model cannot reach the position', async () => {
    const beyond = { headers: { 'x-min-position': String((await stack.headPosition()) + 1_000) } };
    expect((await admin.get('/api/auth-details', beyond)).status).toBe(200);
    expect((await admin.get('/api/admin/projections', beyond)).status).toBe(200);
  });

  it('tells a balancer it is ready once the read models have caught up, without a session, and documents it', async () => {
    await stack.waitForProjections();
    const ready = await fetch(`${stack.careledger.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true }, projections: { ok: true, lag: 0 } } });
    expect(Object.keys((await stack.client().getUndocumented('/api/docs-json')).body.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
  });
});
