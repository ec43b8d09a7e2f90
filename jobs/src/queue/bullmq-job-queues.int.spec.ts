import { afterAll, describe } from 'vitest';
import { bullmqJobQueues, bullmqJobWorkers, redisConnection } from './bullmq-job-queues';
import { jobQueuesContract } from './job-queues.contract';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('job queues on Redis (BullMQ)', () => {
  jobQueuesContract(async (definitions) => {
    const queues = await bullmqJobQueues(redisUrl ?? '', definitions);
    const workers = bullmqJobWorkers(redisUrl ?? '', definitions);
    return {
      queues,
      async close() {
        await workers.close();
        await queues.close();
      },
    };
  });

  // The contract's queues have names of their own: leave nothing of them behind in the shared Redis.
  afterAll(async () => {
    const redis = redisConnection(redisUrl ?? '');
    const keys = await redis.keys('bull:careledger-contract-*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });
});
