import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const redisUrl = process.env.REDIS_URL;
const queues = [{ queue: 'in-process', redisUrl: undefined }, ...(redisUrl ? [{ queue: 'BullMQ on Redis', redisUrl }] : [])];
const cases = testDatabases().flatMap((database) => queues.map((queue) => ({ ...queue, database, name: database.name })));

describe.each(cases)('rebuilding a read model on $name, $queue', ({ database, redisUrl: queueUrl }) => {
  let stack: RunningStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 30, redisUrl: queueUrl });
    admin = await stack.as('admin');
  });
  afterAll(async () => stack?.stop());

  const assessmentRows = async () =>
    (await stack.careledger.db.query('SELECT * FROM assessments ORDER BY id')).rows.map((row) => JSON.stringify(row));

  it('replays every event into fresh tables, swaps them in, and reports progress', async () => {
    const head = await stack.headPosition();
    await admin.get('/api/assessments', { headers: { 'x-min-position': String(head) } });
    const before = await assessmentRows();

    const accepted = await admin.post('/api/admin/projections/assessments/rebuild');
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ projector: 'assessments', status: 'queued', jobId: expect.any(String) });

    let status: any;
    await expect
      .poll(
        async () => {
          status = (await admin.get('/api/admin/projections')).body;
          return status.data.find((projection: { name: string }) => projection.name === 'assessments')?.rebuild?.status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('completed');
    const assessments = status.data.find((projection: { name: string }) => projection.name === 'assessments');
    // Background jobs (posting expiry, reminders) may append as the scheduler meanwhile: the rebuild reaches the head it saw, at least this one.
    expect(assessments.rebuild).toMatchObject({ position: assessments.rebuild.head, error: null });
    expect(assessments.rebuild.head).toBeGreaterThanOrEqual(head);
    expect(status.head).toBeGreaterThanOrEqual(head);
    expect(await assessmentRows()).toEqual(before);
  });

  it('refuses a non-administrator and an unknown read model, appending nothing', async () => {
    const agency = await stack.as('agency');
    expect((await agency.post('/api/admin/projections/assessments/rebuild')).status).toBe(403);
    expect((await agency.get('/api/admin/projections')).status).toBe(403);
    const unknown = await admin.post('/api/admin/projections/nothing-here/rebuild');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/assessments/);
  });
});
