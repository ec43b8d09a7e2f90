import { randomUUID } from 'node:crypto';
import { emptyCounts, UnknownQueue, type AddOptions, type JobQueues, type JobView, type QueueDefinition, type QueueOverview } from './job-queues';

const KEPT_FINISHED = 100;

interface HeldJob extends JobView {
  runAfter: number;
  retries: { attempts?: number; backoffMs?: number };
}

/**
 * The queues without Redis: the same definitions run in this process, with the same retries and
 * the same one-job-per-id rule. Nothing survives the process; what a job does must therefore be
 * safe to do again after a restart, as with BullMQ.
 */
export const inProcessJobQueues = (
  definitions: readonly QueueDefinition<never>[],
  options: { onError?: (queue: string, error: unknown) => void; now?: () => number; repeat?: boolean } = {},
): JobQueues => {
  const now = options.now ?? Date.now;
  const queues = new Map(definitions.map((definition) => [definition.queue, { definition, jobs: new Map<string, HeldJob>(), running: 0 }]));
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  const inFlight = new Set<Promise<void>>();

  const queueOf = (name: string) => {
    const queue = queues.get(name);
    if (!queue) throw new UnknownQueue(name);
    return queue;
  };

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const forget = (jobs: Map<string, HeldJob>) => {
    const finished = [...jobs.values()].filter((job) => job.state === 'completed' || job.state === 'failed');
    for (const job of finished.slice(0, Math.max(0, finished.length - KEPT_FINISHED))) jobs.delete(job.id);
  };

  const pump = (name: string): void => {
    const queue = queueOf(name);
    const { definition } = queue;
    while (!closing && queue.running < (definition.concurrency ?? 1)) {
      const next = [...queue.jobs.values()].find((job) => (job.state === 'waiting' || job.state === 'delayed') && job.runAfter <= now());
      if (!next) {
        // A timer may fire before the clock says its time has come: a delayed job must not wait for ever.
        const soonest = Math.min(...[...queue.jobs.values()].filter((job) => job.state === 'delayed').map((job) => job.runAfter));
        if (Number.isFinite(soonest)) later(() => pump(name), Math.max(1, soonest - now()));
        return;
      }
      queue.running += 1;
      next.state = 'active';
      next.attempts += 1;
      const run = (async () => {
        try {
          next.result = await definition.run({
            id: next.id,
            data: next.data as never,
            attempt: next.attempts,
            progress: async (percent, detail) => {
              next.progress = Math.max(0, Math.min(100, percent));
              if (detail) next.detail = detail;
            },
          });
          next.state = 'completed';
          next.progress = 100;
          next.finishedAt = new Date(now()).toISOString();
        } catch (error) {
          next.failedReason = error instanceof Error ? error.message : String(error);
          if (next.attempts < (next.retries.attempts ?? definition.attempts ?? 3) && !closing) {
            const wait = (next.retries.backoffMs ?? definition.backoffMs ?? 1_000) * 2 ** (next.attempts - 1);
            next.state = 'delayed';
            next.runAfter = now() + wait;
            later(() => pump(name), wait);
          } else {
            next.state = 'failed';
            next.finishedAt = new Date(now()).toISOString();
            options.onError?.(name, error);
          }
        } finally {
          queue.running -= 1;
          forget(queue.jobs);
        }
      })();
      inFlight.add(run);
      void run.finally(() => {
        inFlight.delete(run);
        pump(name);
      });
    }
  };

  const view = (job: HeldJob): JobView => {
    const { runAfter: _, retries: __, ...shown } = job;
    return structuredClone(shown);
  };

  const add: JobQueues['add'] = async (name, data, addOptions: AddOptions = {}) => {
    const queue = queueOf(name);
    const id = addOptions.jobId ?? randomUUID();
    const existing = queue.jobs.get(id);
    if (existing) return view(existing);
    const job: HeldJob = {
      queue: name,
      id,
      state: 'waiting',
      progress: 0,
      detail: {},
      data,
      attempts: 0,
      failedReason: null,
      result: null,
      addedAt: new Date(now()).toISOString(),
      finishedAt: null,
      runAfter: 0,
      retries: { attempts: addOptions.attempts, backoffMs: addOptions.backoffMs },
    };
    queue.jobs.set(id, job);
    queueMicrotask(() => pump(name));
    return view(job);
  };

  for (const { queue, every } of definitions) {
    if (!every || options.repeat === false) continue;
    const repeat = () => {
      if (closing) return;
      void add(queue, every.data, { jobId: `${queue}:${Math.floor(now() / every.everyMs)}` });
      later(repeat, every.everyMs);
    };
    later(repeat, 0);
  }

  return {
    add,
    async job(name, id) {
      const job = queueOf(name).jobs.get(id);
      return job && view(job);
    },
    async overview(recent = 20): Promise<QueueOverview[]> {
      return [...queues.entries()].map(([name, { jobs }]) => {
        const counts = emptyCounts();
        for (const job of jobs.values()) counts[job.state] += 1;
        const newestFirst = [...jobs.values()].reverse().slice(0, recent).map(view);
        return { queue: name, counts, recent: newestFirst };
      });
    },
    async retry(name, id) {
      const job = queueOf(name).jobs.get(id);
      if (!job || job.state !== 'failed') return false;
      Object.assign(job, { state: 'waiting', failedReason: null, finishedAt: null, attempts: 0, runAfter: 0 });
      queueMicrotask(() => pump(name));
      return true;
    },
    async close() {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
};
