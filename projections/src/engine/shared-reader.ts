import type { EventStore, RecordedEvent } from '@careledger/storage';

export interface SharedReader {
  /** The last position read and handed out. */
  readonly position: number;
  /** Lets the page being handed out be taken, then stops reading. */
  stop(): Promise<void>;
}

export interface SharedReaderOptions {
  batchSize: number;
  /** Pause before resubscribing after the subscription failed (a lost connection). */
  retryDelayMs: number;
}

/**
 * One subscription for a whole set of projectors: each page of the log is read once and given to
 * `handOut` with the position it was read after (every event between that position and the
 * page's last is in the page), which hands it to every projector in step; the next page is read
 * once it is done.
 * While idle, this one subscription's poll (or wake-up) stands for all of them. `handOut` must
 * not throw: a projector that cannot take a page falls out of step and catches up on its own.
 */
export const startSharedReader = (
  store: EventStore,
  { after }: { after: number },
  handOut: (page: readonly RecordedEvent[], after: number) => Promise<void>,
  { batchSize, retryDelayMs }: SharedReaderOptions,
): SharedReader => {
  let position = after;
  let stopped = false;
  let wakeUp = (): void => undefined;
  let handingOut = Promise.resolve();
  // The next page is read while this one is handed out; pages are still handed out one at a time.
  const deliver = async (page: RecordedEvent[]): Promise<void> => {
    await handingOut;
    const readAfter = position;
    position = page.at(-1)?.globalPosition ?? position;
    handingOut = handOut(page, readAfter);
  };

  const run = async (): Promise<void> => {
    while (!stopped) {
      const subscription = store.subscribe({ after: position }, deliver, { batchSize });
      const stopping = new Promise<void>((resolve) => (wakeUp = resolve));
      try {
        await Promise.race([subscription.done, stopping]);
      } catch {
        // The database went away; the readers keep their places and the next subscription resumes.
        await Promise.race([new Promise((resolve) => setTimeout(resolve, retryDelayMs).unref()), stopping]);
      } finally {
        await subscription.stop();
        await handingOut;
      }
    }
  };
  const running = run();

  return {
    get position() {
      return position;
    },
    async stop() {
      stopped = true;
      wakeUp();
      await running;
    },
  };
};
