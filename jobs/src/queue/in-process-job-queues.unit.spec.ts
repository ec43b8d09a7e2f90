import { describe, expect, it } from 'vitest';
import { inProcessJobQueues } from './in-process-job-queues';
import { jobQueuesContract } from './job-queues.contract';

describe('job queues in this process', () => {
  jobQueuesContract(async (definitions) => {
    const queues = inProcessJobQueues(definitions);
    return { queues, close: () => queues.close() };
  });
});

describe('repeating jobs in this process', () => {
  const counting = () => {
    let runs = 0;
    return { runs: () => runs, definition: { queue: 'ticking', every: { everyMs: 20, data: {} }, run: async () => (runs += 1) } };
  };

  it('adds a repeating job at once and then every interval, one job per interval', async () => {
    const ticking = counting();
    const queues = inProcessJobQueues([ticking.definition]);
    await expect.poll(ticking.runs, { timeout: 2_000, interval: 10 }).toBeGreaterThanOrEqual(3);
    await queues.close();
    const [overview] = await queues.overview();
    expect(new Set(overview?.recent.map((job) => job.id)).size).toBe(overview?.recent.length);
  });

  it('repeats nothing when told not to: jobs run only when added', async () => {
    const ticking = counting();
    const queues = inProcessJobQueues([ticking.definition], { repeat: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ticking.runs()).toBe(0);
    await queues.add('ticking', {});
    await expect.poll(ticking.runs, { timeout: 2_000, interval: 10 }).toBe(1);
    await queues.close();
  });
});

describe('retries in this process', () => {
  it('runs a delayed retry even when its timer fires before the clock reaches its time', async () => {
    // A clock that runs slower than the timers: every back-off timer fires early by it.
    const start = Date.now();
    const slowClock = () => start + (Date.now() - start) * 0.9;
    let attempts = 0;
    const definition = {
      queue: 'flaky',
      attempts: 3,
      backoffMs: 20,
      run: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
        return 'done';
      },
    };
    const queues = inProcessJobQueues([definition], { now: slowClock });
    const { id } = await queues.add('flaky', {});
    await expect.poll(async () => (await queues.job('flaky', id))?.state, { timeout: 2_000, interval: 10 }).toBe('completed');
    expect(attempts).toBe(3);
    await queues.close();
  });
});
