/**
 * Background work, one port for both places it runs: BullMQ on Redis (any number of workers share
 * the queues) or this process (no REDIS_URL: `npm start`'s embedded default). A job sends commands
 * like a person would; it never writes a read model behind the event store's back, so running it
 * twice must be harmless (its commands carry keys derived from the job's own data).
 */
export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';

export const JOB_STATES: readonly JobState[] = ['waiting', 'active', 'delayed', 'completed', 'failed'];

/** A job as operators and requesters see it. */
export interface JobView {
  queue: string;
  id: string;
  state: JobState;
  /** 0 to 100. */
  progress: number;
  /** What the job reported beside its progress (rows written, subscriptions billed ...). */
  detail: Record<string, unknown>;
  data: Record<string, unknown>;
  /** How many times it ran or started to. */
  attempts: number;
  failedReason: string | null;
  result: unknown;
  addedAt: string;
  finishedAt: string | null;
}

export interface QueueOverview {
  queue: string;
  counts: Record<JobState, number>;
  /** The latest jobs, newest first. */
  recent: JobView[];
}

/** What a running job may do besides its work. */
export interface RunningJob<Data> {
  id: string;
  data: Data;
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number;
  progress(percent: number, detail?: Record<string, unknown>): Promise<void>;
}

/** How a queue's jobs are run, retried and repeated: known to every process that adds or shows its jobs. */
export interface QueueSettings {
  queue: string;
  /** Jobs of this queue run at once in one worker (default 1). */
  concurrency?: number;
  /** Runs in all, counting the first (default 3), with an exponential back-off from `backoffMs`. */
  attempts?: number;
  backoffMs?: number;
  /** A repeating job: added every `everyMs`, with `data`, by whichever process schedules first. */
  every?: { everyMs: number; data: Record<string, unknown> };
}

/** A queue's settings and the work of its jobs, for the process that runs them. */
export interface QueueDefinition<Data = Record<string, unknown>> extends QueueSettings {
  run(job: RunningJob<Data>): Promise<unknown>;
}

export interface AddOptions {
  /** A job added twice with one id exists once (a run per period, an export per request). */
  jobId?: string;
  /** This job's own retries, where its queue's settings leave them to the sender (webhook deliveries read theirs from the environment). */
  attempts?: number;
  backoffMs?: number;
}

/** Adds jobs and shows them; any process may hold one. */
export interface JobQueues {
  add<Data extends Record<string, unknown>>(queue: string, data: Data, options?: AddOptions): Promise<JobView>;
  job(queue: string, id: string): Promise<JobView | undefined>;
  overview(recent?: number): Promise<QueueOverview[]>;
  /** Runs a failed job again; false when there is no such failed job. */
  retry(queue: string, id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Runs the jobs of the queues it was given; `close` lets the jobs in hand finish first. */
export interface JobWorkers {
  close(): Promise<void>;
}

export class UnknownQueue extends Error {
  constructor(readonly queue: string) {
    super(`There is no job queue named ${queue}.`);
  }
}

export const emptyCounts = (): Record<JobState, number> => ({ waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 });
