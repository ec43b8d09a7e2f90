import { describe, expect, it } from 'vitest';
import { apiKeyRateLimiter } from './rate-limit';

describe('the per-key rate limit', () => {
  it('lets a key make its calls of the minute, then says when the next minute starts', () => {
    let clock = 120_000 + 15_500;
    const limiter = apiKeyRateLimiter(2, () => clock);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    clock = 180_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });
});
