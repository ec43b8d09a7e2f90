import { END, type AllStreamSubscription } from '@kurrent/kurrentdb-client';
import { streamNameFilter } from '@kurrent/kurrentdb-client';
import type { RecordedEvent, SubscribeOptions, Subscription } from '../event-store';
import type { KurrentLog } from './kurrent-log';
import { readAfter, type RecordedTimes } from './kurrent-reads';
import { recordStreamPattern } from './kurrent-stored-form';

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_POLL_INTERVAL_MS = 250;
/** How long a subscription waits for the server to confirm its live wake-ups before reading anyway. */
const CONFIRMATION_WAIT_MS = 2_000;

/**
 * A live subscription to `$all` used only as a doorbell: any new record event rings it. Open
 * before the first read, so nothing appended after that read goes unrung.
 */
const openDoorbell = async (log: KurrentLog, ring: () => void): Promise<AllStreamSubscription | undefined> => {
  let live: AllStreamSubscription | undefined;
  try {
    live = log.client.subscribeToAll({ fromPosition: END, filter: streamNameFilter({ regex: recordStreamPattern(log.namespace) }) });
  } catch {
    return undefined;
  }
  const subscription = live;
  subscription.on('data', ring);
  // Polling alone still delivers everything: a lost doorbell only costs latency.
  subscription.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONFIRMATION_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    subscription.once('confirmation', done);
    subscription.once('error', done);
    subscription.once('close', done);
  });
  return subscription;
};

/**
 * Reads forward in pages from the last event delivered. KurrentDB's log is written by one writer
 * and read up to what it has indexed, so every read sees a prefix of `$all`: nothing appended
 * later can land behind a position already read, and no event is skipped.
 */
export const subscribeAfter = (
  log: KurrentLog,
  times: RecordedTimes,
  after: number,
  handle: (events: RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions = {},
): Subscription => {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  let stopped = false;
  let rung = false;
  let wake: (() => void) | undefined;

  const ring = () => {
    rung = true;
    wake?.();
  };

  const nextRing = () =>
    new Promise<void>((resolve) => {
      if (rung || stopped) return resolve();
      const finish = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, pollIntervalMs);
      wake = finish;
    });

  const run = async () => {
    const doorbell = await openDoorbell(log, ring);
    try {
      let position = after;
      while (!stopped) {
        rung = false;
        const events = await readAfter(log, times, position, batchSize);
        if (stopped) break;
        const last = events.at(-1);
        if (last) {
          await handle(events);
          position = last.globalPosition;
        }
        if (events.length < batchSize) await nextRing();
      }
    } finally {
      await doorbell?.unsubscribe().catch(() => undefined);
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
