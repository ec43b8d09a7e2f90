import type { SqlDatabase } from '../sql/sql-database';
import type { RecordedEvent, SubscribeOptions, Subscription } from './event-store';
import { EVENTS_CHANNEL } from './sql-append-function';
import { readAllEvents } from './sql-read';

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_POLL_INTERVAL_MS = 250;

/**
 * Reads forward from the last delivered position. Appends commit in position order (see
 * sql-append-function.ts), so every read sees a gap-free prefix and nothing can be skipped.
 */
export const subscribeToAll = (
  db: SqlDatabase,
  fromPosition: number,
  handle: (events: RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions = {},
): Subscription => {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  let stopped = false;
  let notified = false;
  let wake: (() => void) | undefined;

  const signal = () => {
    notified = true;
    wake?.();
  };

  const nextSignal = () =>
    new Promise<void>((resolve) => {
      if (notified || stopped) return resolve();
      const finish = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, pollIntervalMs);
      wake = finish;
    });

  const run = async () => {
    // Polling alone still delivers everything, so a failed LISTEN only costs latency.
    const unlisten = await db.listen(EVENTS_CHANNEL, signal).catch(() => undefined);
    try {
      let next = Math.max(1, fromPosition);
      while (!stopped) {
        notified = false;
        const events = await readAllEvents(db, { fromPosition: next, limit: batchSize });
        if (stopped) break;
        const last = events[events.length - 1];
        if (last) {
          await handle(events);
          next = last.globalPosition + 1;
        }
        if (events.length < batchSize) await nextSignal();
      }
    } finally {
      await unlisten?.();
    }
  };

  const done = run();
  // The failure stays observable through `done`; without this an unobserved one kills the process.
  done.catch(() => undefined);

  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      await done.catch(() => undefined);
    },
  };
};
