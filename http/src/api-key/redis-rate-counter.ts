import { Redis } from 'ioredis';
import type { SharedRateCounter } from './rate-limit';

/** One round trip per call: the count and its expiry set together, the expiry only by the minute's first call. */
const INCREMENT = "local count = redis.call('INCR', KEYS[1]) if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return count";

const FIRST_CONNECTION_WAIT_MS = 1_000;

type CountingRedis = Redis & { careledgerTakeRate(key: string, ttlMs: number): Promise<number> };

/**
 * API-key calls counted in Redis, shared by every process of a deployment. A call never waits
 * for Redis to come back: while it is unreachable each count fails at once (or after a short
 * timeout), and the limiter falls back to its own. Only the first calls wait, at most a second,
 * for the first connection.
 */
export const redisRateCounter = (redisUrl: string, prefix = 'careledger:api-key-rate:'): SharedRateCounter => {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 500 }) as CountingRedis;
  // Reconnecting is ioredis's own business; each failed count says why.
  redis.on('error', () => undefined);
  redis.defineCommand('careledgerTakeRate', { numberOfKeys: 1, lua: INCREMENT });
  const connected = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref();
  });
  return {
    async increment(counter, ttlMs) {
      await connected;
      return Number(await redis.careledgerTakeRate(`${prefix}${counter}`, Math.max(1, Math.ceil(ttlMs))));
    },
    close: () => redis.disconnect(),
  };
};
