import { describe, expect, it } from 'vitest';
import { consumeRebuildRequests, queueRebuildRequests, type RebuildRequest } from './projection-rebuilds';

const redisUrl = process.env.REDIS_URL;

// A database of its own, so this test neither takes nor leaves jobs on the queue other runs share.
const isolatedRedis = (url: string): string => {
  const isolated = new URL(url);
  isolated.pathname = '/13';
  return isolated.toString();
};

describe.skipIf(!redisUrl)('the projection rebuild queue on Redis', () => {
  it('carries a request from the producer to the one consumer', async () => {
    const url = isolatedRedis(redisUrl ?? '');
    const received: RebuildRequest[] = [];
    let markDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (markDone = resolve));
    const consumer = consumeRebuildRequests(url, async (request, reportProgress) => {
      received.push(request);
      await reportProgress(50);
      markDone();
    });
    const producer = queueRebuildRequests(url, async () => ['patients']);
    try {
      expect(await producer.names()).toEqual(['patients']);
      const { jobId } = await producer.request({ projector: 'patients', requestedBy: 'admin-1' });
      expect(jobId).toMatch(/^\d+$/);
      await done;
      expect(received).toEqual([{ projector: 'patients', requestedBy: 'admin-1' }]);
    } finally {
      await producer.close();
      await consumer.close();
    }
  });
});
