import { Logger } from '@nestjs/common';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_MS = 60_000;

/** Where the calls of every process are counted: one count per key and minute, that expires. */
export interface SharedRateCounter {
  /** Adds one call to `counter` and answers its count; the counter is forgotten after `ttlMs`. */
  increment(counter: string, ttlMs: number): Promise<number>;
  close(): void;
}

export interface ApiKeyRateLimiter {
  take(keyId: string): Promise<RateDecision>;
  close(): void;
}

const windowOf = (at: number) => {
  const start = at - (at % WINDOW_MS);
  return { start, refusal: { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil((start + WINDOW_MS - at) / 1000)) } };
};

/**
 * At most `perMinute` calls per key in each minute of the clock, counted in this process's memory:
 * a key that goes over is answered 429 with the seconds until the next minute. Behind a balancer
 * each process counts its own share.
 */
export const inProcessRateLimiter = (perMinute: number, now: () => number = Date.now) => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(keyId: string): RateDecision {
      const at = now();
      const { start, refusal } = windowOf(at);
      const window = windows.get(keyId);
      if (!window || window.start !== start) {
        // The map keeps one window per key that called in the current minute.
        if (window === undefined && windows.size > 10_000) for (const [id, old] of windows) if (old.start !== start) windows.delete(id);
        windows.set(keyId, { start, count: 1 });
        return { allowed: true };
      }
      if (window.count >= perMinute) return refusal;
      window.count += 1;
      return { allowed: true };
    },
  };
};

/**
 * The per-key limit of every process at once, counted in `counter` (Redis when REDIS_URL is set),
 * else in this process. While the shared counter cannot be reached a call is never refused for
 * that: it fails open onto this process's own count, with a warning at most once a minute.
 */
export const apiKeyRateLimiter = (
  perMinute: number,
  counter?: SharedRateCounter,
  { now = Date.now, warn = (message: string) => Logger.warn(message, 'ApiKeyRateLimit') }: { now?: () => number; warn?: (message: string) => void } = {},
): ApiKeyRateLimiter => {
  const local = inProcessRateLimiter(perMinute, now);
  if (!counter) return { take: async (keyId) => local.take(keyId), close: () => undefined };
  let warnedAt = -Infinity;
  return {
    async take(keyId) {
      const at = now();
      const { start, refusal } = windowOf(at);
      try {
        // The minute's count outlives the minute a little, so a process whose clock runs behind still finds it.
        const count = await counter.increment(`${keyId}:${start}`, start + 2 * WINDOW_MS - at);
        return count > perMinute ? refusal : { allowed: true };
      } catch (error) {
        if (at - warnedAt >= WINDOW_MS) {
          warnedAt = at;
          warn(`The shared API-key rate count cannot be reached (${error instanceof Error ? error.message : String(error)}); each process counts its own calls until it can.`);
        }
        return local.take(keyId);
      }
    },
    close: () => counter.close(),
  };
};
