import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

export const PROJECTION_REBUILD_QUEUE = 'careledger-projection-rebuilds';

export interface RebuildRequest {
  projector: string;
  requestedBy: string;
}

/** Where a rebuild is asked for: a BullMQ queue with Redis, or this process without it. */
export interface ProjectionRebuilds {
  /** The projections that exist, so an unknown name can be refused. */
  names(): Promise<readonly string[]>;
  /** Starts a rebuild in the background; its progress is read from the projections' status. */
  request(request: RebuildRequest): Promise<{ jobId: string }>;
  close(): Promise<void>;
}

// BullMQ needs commands to wait for a reconnect rather than fail: its blocking reads depend on it.
const redisConnection = (redisUrl: string) => new Redis(redisUrl, { maxRetriesPerRequest: null });

/** Puts rebuild requests on the queue that `consumeRebuildRequests` works through. */
export const queueRebuildRequests = (redisUrl: string, names: () => Promise<readonly string[]>): ProjectionRebuilds => {
  const connection = redisConnection(redisUrl);
  const queue = new Queue<RebuildRequest>(PROJECTION_REBUILD_QUEUE, { connection });
  return {
    names,
    async request(request) {
      const job = await queue.add('rebuild', request, { attempts: 1, removeOnComplete: 100, removeOnFail: 100 });
      return { jobId: String(job.id) };
    },
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
};

/** Works through queued rebuild requests one at a time. */
export const consumeRebuildRequests = (
  redisUrl: string,
  rebuild: (request: RebuildRequest, reportProgress: (percent: number) => Promise<void>) => Promise<unknown>,
): { close(): Promise<void> } => {
  const connection = redisConnection(redisUrl);
  const worker = new Worker<RebuildRequest>(
    PROJECTION_REBUILD_QUEUE,
    (job) => rebuild(job.data, (percent) => job.updateProgress(percent)),
    { connection, concurrency: 1 },
  );
  // A failed job is recorded by BullMQ and in the rebuild status; it must not crash the process.
  worker.on('error', () => undefined);
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
};
