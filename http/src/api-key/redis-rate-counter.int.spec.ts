import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeyRateLimiter } from './rate-limit';
import { redisRateCounter } from './redis-rate-counter';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the API-key rate limit counted in Redis', () => {
  const prefix = `test-rate-${randomUUID().slice(0, 8)}:`;
  const admin = new Redis(redisUrl ?? '');
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });

  it('is shared by two processes: together they reach 429 at the limit, and the minute’s count expires', async () => {
    // Mid-minute, so the minute cannot turn during the calls.
    const clock = Date.UTC(2026, 0, 1, 12, 0, 30);
    const processes = [0, 1].map(() => apiKeyRateLimiter(5, redisRateCounter(redisUrl ?? '', prefix), { now: () => clock }));
    try {
      const decisions = [];
      for (let call = 0; call < 8; call += 1) decisions.push(await processes[call % 2]!.take('key-1'));
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, true, false, false, false]);
      expect(decisions[5]).toEqual({ allowed: false, retryAfterSeconds: 30 });
      expect((await processes[1]!.take('key-2')).allowed).toBe(true);
      const counter = `${prefix}key-1:${clock - (clock % 60_000)}`;
      expect(await admin.get(counter)).toBe('8');
      const ttl = await admin.pttl(counter);
      expect(ttl).toBeGreaterThan(80_000);
      expect(ttl).toBeLessThanOrEqual(90_000);
    } finally {
      for (const limiter of processes) limiter.close();
    }
  });

  it('fails open on an unreachable Redis, with a warning, never an error', async () => {
    const warnings: string[] = [];
    // Nothing listens on port 1.
    const limiter = apiKeyRateLimiter(2, redisRateCounter('redis://127.0.0.1:1', prefix), { warn: (message) => warnings.push(message) });
    try {
      const decisions = [await limiter.take('key-3'), await limiter.take('key-3'), await limiter.take('key-3')];
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
      expect(warnings).toHaveLength(1);
    } finally {
      limiter.close();
    }
  });
});
