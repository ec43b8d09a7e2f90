import { Job, Queue, Worker, type JobType } from 'bullmq';
import { Redis } from 'ioredis';
import { emptyCounts, JOB_STATES, UnknownQueue, type JobQueues, type JobState, type JobView, type JobWorkers, type QueueDefinition, type QueueSettings } from './job-queues';

const KEPT_FINISHED = 100;

// BullMQ needs commands to wait for a reconnect rather than fail: its blocking reads depend on it.
export const redisConnection = (redisUrl: string) => new Redis(redisUrl, { maxRetriesPerRequest: null });

/**
 * Where a deployment's queues live in Redis: every process on one database shares them, and two
 * deployments (or two test runs) on one Redis never take each other's jobs.
 */
export interface QueueNamespace {
  /** Stored in the database, the same for every process on it (see `jobNamespace`). */
  namespace: string;
}

const prefixOf = ({ namespace }: QueueNamespace) => `careledger-${namespace}`;

/** Deletes every key of one namespace's queues, and nothing else: a test's own queues, when it ends. */
export const dropJobNamespace = async (redisUrl: string, where: QueueNamespace): Promise<void> => {
  const redis = redisConnection(redisUrl);
  try {
    const keys = await redis.keys(`${prefixOf(where)}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
};

const progressOf = (progress: unknown): { percent: number; detail: Record<string, unknown> } => {
  if (typeof progress === 'number') return { percent: progress, detail: {} };
  if (progress && typeof progress === 'object') {
    const { percent, ...detail } = progress as { percent?: unknown };
    return { percent: typeof percent === 'number' ? percent : 0, detail };
  }
  return { percent: 0, detail: {} };
};

const stateOf = (state: string): JobState => {
  if (state === 'completed' || state === 'failed' || state === 'active' || state === 'delayed') return state;
  return 'waiting';
};

const viewOf = async (queue: string, job: Job, knownState?: JobState): Promise<JobView> => {
  const { percent, detail } = progressOf(job.progress);
  const state = knownState ?? stateOf(await job.getState());
  return {
    queue,
    id: String(job.id),
    state,
    progress: state === 'completed' ? 100 : percent,
    detail,
    data: (job.data ?? {}) as Record<string, unknown>,
    attempts: job.attemptsStarted,
    failedReason: job.failedReason ?? null,
    result: job.returnvalue ?? null,
    addedAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
};

/** Adds and shows the jobs of these queues on Redis, whichever process runs them; their `every` are scheduled once, by id. */
export const bullmqJobQueues = async (redisUrl: string, definitions: readonly QueueSettings[], where: QueueNamespace & { repeat?: boolean }): Promise<JobQueues> => {
  const connection = redisConnection(redisUrl);
  const prefix = prefixOf(where);
  const queues = new Map(definitions.map((definition) => [definition.queue, { definition, queue: new Queue(definition.queue, { connection, prefix }) }]));
  const queueOf = (name: string) => {
    const found = queues.get(name);
    if (!found) throw new UnknownQueue(name);
    return found;
  };
  // The state first, then the job: a job read as completed was written in full before it moved there.
  const readJob = async (name: string, id: string): Promise<JobView | undefined> => {
    const { queue } = queueOf(name);
    const state = await queue.getJobState(id);
    if (state === 'unknown') return undefined;
    const job = await Job.fromId(queue, id);
    return job ? viewOf(name, job, stateOf(state)) : undefined;
  };
  for (const { definition, queue } of queues.values()) {
    if (definition.every && where.repeat !== false) {
      await queue.upsertJobScheduler(definition.queue, { every: definition.every.everyMs }, { name: definition.queue, data: definition.every.data });
    }
  }
  return {
    async add(name, data, options = {}) {
      const { definition, queue } = queueOf(name);
      const job = await queue.add(name, data, {
        jobId: options.jobId,
        attempts: options.attempts ?? definition.attempts ?? 3,
        backoff: { type: 'exponential', delay: options.backoffMs ?? definition.backoffMs ?? 1_000 },
        removeOnComplete: KEPT_FINISHED,
        removeOnFail: KEPT_FINISHED,
      });
      return viewOf(name, job);
    },
    job: readJob,
    async overview(recent = 20) {
      return Promise.all(
        [...queues.entries()].map(async ([name, { queue }]) => {
          const listed = (await queue.getJobs(JOB_STATES as JobType[], 0, recent - 1, false)).filter((job): job is Job => Boolean(job));
          // Each read again as `job` reads it: the list's copy may predate the state it has moved to.
          const views = (await Promise.all(listed.map((job) => readJob(name, String(job.id))))).filter((view): view is JobView => view !== undefined);
          // Counted after the jobs are read: a job shown finished is in its count (a job only moves forward).
          const counts = { ...emptyCounts(), ...(await queue.getJobCounts(...(JOB_STATES as JobType[]))) };
          views.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
          return { queue: name, counts: Object.fromEntries(JOB_STATES.map((state) => [state, counts[state] ?? 0])) as Record<JobState, number>, recent: views.slice(0, recent) };
        }),
      );
    },
    async retry(name, id) {
      const job = await Job.fromId(queueOf(name).queue, id);
      if (!job || (await job.getState()) !== 'failed') return false;
      await job.retry('failed');
      return true;
    },
    async close() {
      await Promise.all([...queues.values()].map(({ queue }) => queue.close()));
      connection.disconnect();
    },
  };
};

/**
 * Runs `definitions` from Redis. A worker that dies holding a job (SIGKILL) stops renewing its
 * lock; after `lockDurationMs` another worker (or this one restarted) takes the job up again.
 */
export const bullmqJobWorkers = (
  redisUrl: string,
  definitions: readonly QueueDefinition<never>[],
  options: QueueNamespace & { lockDurationMs?: number; onError?: (queue: string, error: unknown) => void },
): JobWorkers => {
  const connection = redisConnection(redisUrl);
  const prefix = prefixOf(options);
  const lockDuration = options.lockDurationMs ?? 30_000;
  const workers = definitions.map((definition) => {
    const worker = new Worker(
      definition.queue,
      (job) =>
        definition.run({
          id: String(job.id),
          data: job.data as never,
          attempt: job.attemptsStarted,
          progress: (percent, detail) => job.updateProgress({ percent: Math.max(0, Math.min(100, percent)), ...detail }),
        }),
      { connection, prefix, concurrency: definition.concurrency ?? 1, lockDuration, stalledInterval: Math.max(1_000, Math.floor(lockDuration / 2)), maxStalledCount: 3 },
    );
    worker.on('failed', (_job, error) => options.onError?.(definition.queue, error));
    // A connection problem is BullMQ's to retry; it must not crash the process.
    worker.on('error', () => undefined);
    return worker;
  });
  return {
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      connection.disconnect();
    },
  };
};
