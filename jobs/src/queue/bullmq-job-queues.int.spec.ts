import { randomUUID } from 'node:crypto';
import { afterAll, describe } from 'vitest';
import { bullmqJobQueues, bullmqJobWorkers, dropJobNamespace } from './bullmq-job-queues';
import { jobQueuesContract } from './job-queues.contract';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('job queues on Redis (BullMQ)', () => {
  // A namespace of its own: neither takes nor leaves jobs where other runs on this Redis look.
  const where = { namespace: `contract-${randomUUID().slice(0, 8)}` };
  jobQueuesContract(async (definitions) => {
    const queues = await bullmqJobQueues(redisUrl ?? '', definitions, where);
    const workers = bullmqJobWorkers(redisUrl ?? '', definitions, where);
    return {
      queues,
      async close() {
        await workers.close();
        await queues.close();
      },
    };
  });

  // Leave nothing of the namespace behind in the shared Redis.
  afterAll(() => dropJobNamespace(redisUrl ?? '', where));
});
