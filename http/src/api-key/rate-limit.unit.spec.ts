import { describe, expect, it } from 'vitest';
import { apiKeyRateLimiter, inProcessRateLimiter, type SharedRateCounter } from './rate-limit';

describe('the per-key rate limit', () => {
  it('lets a key make its calls of the minute, then says when the next minute starts', () => {
    let clock = 120_000 + 15_500;
    const limiter = inProcessRateLimiter(2, () => clock);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    clock = 180_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('with a shared counter, refuses past the limit whatever process counted the calls, one counter per key and minute', async () => {
    const counts = new Map<string, { count: number; ttlMs: number }>();
    const shared: SharedRateCounter = {
      increment: async (counter, ttlMs) => {
        const count = (counts.get(counter)?.count ?? 0) + 1;
        counts.set(counter, { count, ttlMs });
        return count;
      },
      close: () => undefined,
    };
    let clock = 120_000 + 15_500;
    const [one, two] = [apiKeyRateLimiter(2, shared, { now: () => clock }), apiKeyRateLimiter(2, shared, { now: () => clock })];
    expect(await one.take('a')).toEqual({ allowed: true });
    expect(await two.take('a')).toEqual({ allowed: true });
    expect(await one.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await two.take('b')).toEqual({ allowed: true });
    expect(counts.get('a:120000')).toEqual({ count: 3, ttlMs: 60_000 + 44_500 });
    clock = 180_000;
    expect(await two.take('a')).toEqual({ allowed: true });
  });

  it('fails open onto its own count while the shared counter cannot be reached, and warns once a minute', async () => {
    const warnings: string[] = [];
    const down: SharedRateCounter = { increment: () => Promise.reject(new Error('Connection is closed.')), close: () => undefined };
    let clock = 0;
    const limiter = apiKeyRateLimiter(2, down, { now: () => clock, warn: (message) => warnings.push(message) });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Connection is closed.');
    clock = 60_000;
    await limiter.take('a');
    expect(warnings).toHaveLength(2);
  });
});
