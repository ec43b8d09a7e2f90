import type { ProjectionLag } from '@careledger/http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no read model is behind the log, or `withinMs` passed (a projector that fails stays
 * behind: readiness then says so, and the start goes on). Answers whether they caught up.
 */
export const caughtUp = async (lag: () => Promise<ProjectionLag>, withinMs: number, pollMs = 100): Promise<boolean> => {
  const until = Date.now() + withinMs;
  for (;;) {
    if ((await lag()).lag === 0) return true;
    if (Date.now() >= until) return false;
    await sleep(pollMs);
  }
};
