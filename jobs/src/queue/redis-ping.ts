import { Redis } from 'ioredis';

export interface RedisPing {
  /** Resolves on PONG; rejects at once while Redis cannot be reached. */
  ping(): Promise<void>;
  close(): void;
}

/**
 * The Redis check of `GET /health/ready`, on a connection of its own: the queues' connections wait
 * for a reconnect rather than fail a command (BullMQ needs that), which would hide an outage.
 */
export const redisPing = (redisUrl: string): RedisPing => {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // Reconnecting is ioredis's own business; the check reports the outage.
  redis.on('error', () => undefined);
  return {
    async ping() {
      await redis.ping();
    },
    close: () => redis.disconnect(),
  };
};
