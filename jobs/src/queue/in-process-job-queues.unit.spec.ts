import { describe } from 'vitest';
import { inProcessJobQueues } from './in-process-job-queues';
import { jobQueuesContract } from './job-queues.contract';

describe('job queues in this process', () => {
  jobQueuesContract(async (definitions) => {
    const queues = inProcessJobQueues(definitions);
    return { queues, close: () => queues.close() };
  });
});
