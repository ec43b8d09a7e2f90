import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_INFRASTRUCTURE, type CommandInfrastructure } from '@careledger/command-service';
import { jobQueuesAnswer, type JobAnswer, type JobQueuesAnswer } from '@careledger/domain';
import { jobQueueCatalogue, type JobQueues } from '@careledger/jobs';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const POSTING_EXPIRY_QUEUE = jobQueueCatalogue.postingExpiry.queue;

const redisUrl = process.env.REDIS_URL;
const queueKinds = [{ runsOn: 'process' as const, redisUrl: undefined }, ...(redisUrl ? [{ runsOn: 'redis' as const, redisUrl }] : [])];
const cases = testDatabases().flatMap((database) => queueKinds.map((kind) => ({ ...kind, database, name: database.name })));

describe.each(cases)('the background jobs of administrators on $name, run in $runsOn', ({ database, runsOn, redisUrl: queueUrl }) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let queues: JobQueues;

  /** `GET /api/admin/jobs`, checked against the answer schema the console reads it with. */
  const listed = async (): Promise<JobQueuesAnswer> => {
    const response = await admin.get('/api/admin/jobs');
    expect(response.status).toBe(200);
    return jobQueuesAnswer.parse(response.body);
  };
  const jobOf = (answer: JobQueuesAnswer, id: string): JobAnswer | undefined =>
    answer.data.find((queue) => queue.queue === POSTING_EXPIRY_QUEUE)?.recent.find((job) => job.id === id);

  beforeAll(async () => {
    stack = await startStack(database, { redisUrl: queueUrl });
    [admin, agency] = await Promise.all([stack.as('admin'), stack.as('agency')]);
    queues = stack.careledger.app.get<symbol, CommandInfrastructure>(COMMAND_INFRASTRUCTURE, { strict: false }).jobs!;
  });
  afterAll(async () => stack?.stop());

  it('lists every queue with its counts and its latest jobs: an expiry run, completed', async () => {
    // The stack repeats no job by itself (tests compare the log's head): this run is the test's.
    await queues.add(POSTING_EXPIRY_QUEUE, {}, { jobId: `listed-${database.name}-${runsOn}` });
    let answer!: JobQueuesAnswer;
    await expect
      .poll(
        async () => {
          answer = await listed();
          return answer.data.find((queue) => queue.queue === POSTING_EXPIRY_QUEUE)?.recent.some((job) => job.state === 'completed');
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    expect(answer.runsOn).toBe(runsOn);
    const expiry = answer.data.find((queue) => queue.queue === POSTING_EXPIRY_QUEUE)!;
    expect(expiry.counts.completed, JSON.stringify(answer)).toBeGreaterThanOrEqual(1);
    const run = expiry.recent.find((job) => job.state === 'completed')!;
    expect(run).toMatchObject({ queue: POSTING_EXPIRY_QUEUE, progress: 100, failedReason: null, finishedAt: expect.any(String) });
    expect(run.attempts).toBeGreaterThanOrEqual(1);
    expect(run.detail).toEqual({ closed: expect.any(Number), alreadyClosed: expect.any(Number), skipped: expect.any(Number) });
  });

  it('shows a failed job with its error, and runs it again on retry', async () => {
    // A day no database reads as a date: every attempt fails until there are none left.
    const added = await queues.add(POSTING_EXPIRY_QUEUE, { day: 'never' });
    let failed: JobAnswer | undefined;
    await expect.poll(async () => (failed = jobOf(await listed(), added.id))?.state, { timeout: 120_000, interval: 500 }).toBe('failed');
    expect(failed).toMatchObject({ attempts: 5, failedReason: expect.stringMatching(/never/), finishedAt: expect.any(String) });
    const firstFinish = failed!.finishedAt!;

    const retried = await admin.post(`/api/admin/jobs/${POSTING_EXPIRY_QUEUE}/${encodeURIComponent(added.id)}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual({ queue: POSTING_EXPIRY_QUEUE, id: added.id, state: 'waiting' });
    // It ran again from the start: it fails again, later.
    await expect
      .poll(
        async () => {
          const job = jobOf(await listed(), added.id);
          return job?.state === 'failed' && job.finishedAt !== null && job.finishedAt > firstFinish;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(true);
  });

  it('refuses anyone but an administrator (403), and a retry of a job or queue that is not there (404)', async () => {
    expect((await agency.get('/api/admin/jobs')).status).toBe(403);
    expect((await agency.post(`/api/admin/jobs/${POSTING_EXPIRY_QUEUE}/anything/retry`)).status).toBe(403);
    expect((await stack.client().get('/api/admin/jobs')).status).toBe(401);

    const unknownJob = await admin.post(`/api/admin/jobs/${POSTING_EXPIRY_QUEUE}/no-such-job/retry`);
    expect(unknownJob.status).toBe(404);
    expect(unknownJob.body.message).toMatch(/no failed job no-such-job/);
    const unknownQueue = await admin.post('/api/admin/jobs/no-such-queue/1/retry');
    expect(unknownQueue.status).toBe(404);
    expect(unknownQueue.body.message).toMatch(/no job queue named no-such-queue/);

    // A completed job is not a failed one: nothing to retry.
    const completed = (await listed()).data.find((queue) => queue.queue === POSTING_EXPIRY_QUEUE)!.recent.find((job) => job.state === 'completed')!;
    expect((await admin.post(`/api/admin/jobs/${POSTING_EXPIRY_QUEUE}/${encodeURIComponent(completed.id)}/retry`)).status).toBe(404);
  });
});
