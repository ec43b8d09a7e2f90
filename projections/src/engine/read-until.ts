import type { EventStore, RecordedEvent } from '@careledger/storage';

/**
 * Feeds `handle` the events after `start.after` until it has been given `untilPosition`, through
 * the store's subscription rather than `readAll`: the subscription is the part of the contract
 * that promises no event is skipped while other transactions are still committing. `{ after }`
 * as the port's `subscribe` takes it, so a call written for the old inclusive start fails to compile.
 */
export const readUntil = async (
  store: EventStore,
  { after }: { after: number },
  untilPosition: number,
  batchSize: number,
  handle: (events: RecordedEvent[]) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> => {
  signal?.throwIfAborted();
  if (after >= untilPosition) return;
  let reached = (): void => undefined;
  const caughtUp = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const subscription = store.subscribe(
    { after },
    async (events) => {
      await handle(events);
      if ((events.at(-1)?.globalPosition ?? 0) >= untilPosition) reached();
    },
    { batchSize },
  );
  let onAbort = (): void => undefined;
  const aborted = new Promise<void>((resolve) => (onAbort = resolve));
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await Promise.race([caughtUp, subscription.done, aborted]);
    signal?.throwIfAborted();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await subscription.stop();
  }
};
