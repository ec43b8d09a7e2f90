export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_MS = 60_000;

/**
 * At most `perMinute` calls per key in each minute of the clock, counted in this process's memory:
 * a key that goes over is answered 429 with the seconds until the next minute. Behind a balancer
 * each process counts its own share.
 */
export const apiKeyRateLimiter = (perMinute: number, now: () => number = Date.now) => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(keyId: string): RateDecision {
      const at = now();
      const start = at - (at % WINDOW_MS);
      const window = windows.get(keyId);
      if (!window || window.start !== start) {
        // The map keeps one window per key that called in the current minute.
        if (window === undefined && windows.size > 10_000) for (const [id, old] of windows) if (old.start !== start) windows.delete(id);
        windows.set(keyId, { start, count: 1 });
        return { allowed: true };
      }
      if (window.count >= perMinute) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start + WINDOW_MS - at) / 1000)) };
      window.count += 1;
      return { allowed: true };
    },
  };
};

export type ApiKeyRateLimiter = ReturnType<typeof apiKeyRateLimiter>;
