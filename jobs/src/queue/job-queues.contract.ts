import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { UnknownQueue, type JobQueues, type JobView, type QueueDefinition } from './job-queues';

/** Queues made from definitions, with whatever runs them; `close` stops both. */
export interface QueuesUnderTest {
  queues: JobQueues;
  close(): Promise<void>;
}

const until = async (probe: () => Promise<JobView | undefined>, done: (job: JobView) => boolean): Promise<JobView> => {
  for (let tries = 0; tries < 400; tries += 1) {
    const job = await probe();
    if (job && done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The job did not get there.');
};

/** What both adapters promise: one run per job id, retries with back-off, a retry of a failed job, an overview. */
export const jobQueuesContract = (make: (definitions: QueueDefinition<never>[]) => Promise<QueuesUnderTest>): void => {
  const opened: QueuesUnderTest[] = [];
  const open = async (definitions: QueueDefinition<never>[]) => {
    const made = await make(definitions);
    opened.push(made);
    return made.queues;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((made) => made.close()));
  });

  it('runs an added job once, keeping its progress detail and result', async () => {
    const queue = `contract-${randomUUID()}`;
    const runs: unknown[] = [];
    const queues = await open([
      {
        queue,
        run: async (job: { data: { n: number }; progress(percent: number, detail?: Record<string, unknown>): Promise<void> }) => {
          runs.push(job.data);
          await job.progress(40, { rows: 4 });
          return { doubled: job.data.n * 2 };
        },
      },
    ]);
    const added = await queues.add(queue, { n: 21 }, { jobId: 'first' });
    expect(added).toMatchObject({ queue, id: 'first', data: { n: 21 } });
    const done = await until(() => queues.job(queue, 'first'), (job) => job.state === 'completed');
    expect(done).toMatchObject({ progress: 100, detail: { rows: 4 }, result: { doubled: 42 }, attempts: 1, failedReason: null });
    expect(done.finishedAt).not.toBeNull();
    expect(runs).toEqual([{ n: 21 }]);
  });

  it('keeps one job per id: adding it again runs nothing more', async () => {
    const queue = `contract-${randomUUID()}`;
    let runs = 0;
    const queues = await open([{ queue, run: async () => (runs += 1) }]);
    await queues.add(queue, {}, { jobId: 'period-1' });
    await until(() => queues.job(queue, 'period-1'), (job) => job.state === 'completed');
    await queues.add(queue, {}, { jobId: 'period-1' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(1);
  });

  it('retries a failing job up to its attempts, then keeps it failed with the reason, and runs it again on retry', async () => {
    const queue = `contract-${randomUUID()}`;
    let attempts = 0;
    let healed = false;
    const queues = await open([
      {
        queue,
        attempts: 3,
        backoffMs: 10,
        run: async () => {
          attempts += 1;
          if (!healed) throw new Error(`attempt ${attempts} failed`);
          return 'done';
        },
      },
    ]);
    await queues.add(queue, {}, { jobId: 'flaky' });
    const failed = await until(() => queues.job(queue, 'flaky'), (job) => job.state === 'failed');
    expect(attempts).toBe(3);
    expect(failed.failedReason).toBe('attempt 3 failed');
    const [overview] = (await queues.overview()).filter((entry) => entry.queue === queue);
    expect(overview?.counts.failed).toBe(1);
    expect(overview?.recent.map((job) => job.id)).toEqual(['flaky']);

    healed = true;
    expect(await queues.retry(queue, 'flaky')).toBe(true);
    const retried = await until(() => queues.job(queue, 'flaky'), (job) => job.state === 'completed');
    expect(retried, JSON.stringify(retried)).toMatchObject({ result: 'done' });
    expect(await queues.retry(queue, 'flaky')).toBe(false);
  });

  it('answers nothing for an unknown job and refuses an unknown queue', async () => {
    const queue = `contract-${randomUUID()}`;
    const queues = await open([{ queue, run: async () => undefined }]);
    expect(await queues.job(queue, 'never-added')).toBeUndefined();
    expect(await queues.retry(queue, 'never-added')).toBe(false);
    await expect(queues.add('no-such-queue', {})).rejects.toBeInstanceOf(UnknownQueue);
    await expect(queues.job('no-such-queue', 'x')).rejects.toBeInstanceOf(UnknownQueue);
  });

  it('lists every queue newest job first', async () => {
    const queue = `contract-${randomUUID()}`;
    const queues = await open([{ queue, run: async () => undefined }]);
    for (const id of ['a', 'b', 'c']) {
      await queues.add(queue, {}, { jobId: id });
      await until(() => queues.job(queue, id), (job) => job.state === 'completed');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [overview] = (await queues.overview(2)).filter((entry) => entry.queue === queue);
    expect(overview?.counts).toEqual({ waiting: 0, active: 0, delayed: 0, completed: 3, failed: 0 });
    expect(overview?.recent.map((job) => job.id)).toEqual(['c', 'b']);
  });
};
