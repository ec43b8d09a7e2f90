import type { EventStore, LeaseFence, RecordedEvent, Subscription } from '@careledger/storage';
import type { MongoReadModels } from '@careledger/storage/mongo';
import { CheckpointMoved, LeaseLost } from '../apply-batch';
import { createPositionTracker } from '../position-tracker';
import { failedEventOf, messageOf, type ProjectorFailure } from '../projector-failure';
import { applyMongoBatch } from './apply-mongo-batch';
import type { MongoProjector } from './mongo-projector';
import { prepareMongoProjector } from './prepare-mongo-projector';
import { readUntil } from '../read-until';

export interface MongoProjectionOptions {
  /** Most events per transaction; 1,000 by default. */
  batchSize?: number;
  /** First pause after a failure, doubled on each further one up to 30 s; 1,000 ms by default. */
  retryDelayMs?: number;
  /** Each failure, before the retry. */
  onError?: (projector: string, error: unknown, failure: ProjectorFailure) => void;
  /** A projector that had failed has applied a batch again. */
  onRecovered?: (projector: string) => void;
  /** The lease each projector (by name) is written under (see `runLeasedMongoProjections`); none by default. */
  leases?: ReadonlyMap<string, LeaseFence>;
  /** A projector stopped because another worker took over its lease. */
  onLeaseLost?: (projector: string) => void;
}

export interface MongoProjectionRunner {
  position(projector: string): number;
  positions(): ReadonlyMap<string, number>;
  /** True once every projector has passed `position`; false after `timeoutMs` or on stop. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  /** Lets the batch in flight commit, then stops every projector. */
  stop(): Promise<void>;
}

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Runs each MongoDB projector from its checkpoint through the store's subscription (the part of
 * the event store's contract that never skips an event), one subscription per projector: these
 * are few, and each stays independent of the others' failures. After a failure the projector
 * retries from its checkpoint one event at a time up to the failed batch's end, so the event to
 * blame is named.
 */
export const runMongoProjections = async (
  mongo: MongoReadModels,
  store: EventStore,
  projectors: readonly MongoProjector[],
  options: MongoProjectionOptions = {},
): Promise<MongoProjectionRunner> => {
  const batchSize = options.batchSize ?? 1_000;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const tracker = createPositionTracker(projectors.map((projector) => projector.name));
  const stopping = new AbortController();
  const stopped = new Promise<void>((resolve) => stopping.signal.addEventListener('abort', () => resolve()));
  const sleep = (ms: number): Promise<void> => Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms).unref()), stopped]);

  const starts = new Map<string, number>();
  for (const projector of projectors) starts.set(projector.name, await prepareMongoProjector(mongo, projector));
  for (const [name, position] of starts) tracker.set(name, position);

  const run = async (projector: MongoProjector): Promise<void> => {
    const leaseToken = options.leases?.get(projector.name)?.token;
    let failures = 0;
    let isolateUntil = 0;
    while (!stopping.signal.aborted) {
      let inFlight: readonly RecordedEvent[] = [];
      let position = tracker.get(projector.name);
      const take = async (events: readonly RecordedEvent[]): Promise<void> => {
        inFlight = events;
        position = await applyMongoBatch(mongo, projector, events, position, leaseToken);
        tracker.set(projector.name, position);
        if (failures > 0) options.onRecovered?.(projector.name);
        failures = 0;
      };
      let subscription: Subscription | undefined;
      try {
        if (position < isolateUntil) await readUntil(store, { after: position }, isolateUntil, 1, take, stopping.signal);
        subscription = store.subscribe({ after: position }, take, { batchSize });
        await Promise.race([subscription.done, stopped]);
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (error instanceof LeaseLost) {
          // Another worker writes this read model now; a stale leader records no failure.
          options.onLeaseLost?.(projector.name);
          break;
        }
        if (error instanceof CheckpointMoved) {
          tracker.set(projector.name, await prepareMongoProjector(mongo, projector).catch(() => tracker.get(projector.name)));
          continue;
        }
        const handled = inFlight.filter((event) => projector.handles(event.type));
        isolateUntil = Math.max(isolateUntil, inFlight.at(-1)?.globalPosition ?? 0);
        options.onError?.(projector.name, error, { projector: projector.name, message: messageOf(error), event: failedEventOf(error, handled) });
        await sleep(Math.min(retryDelayMs * 2 ** failures, MAX_RETRY_DELAY_MS));
        failures += 1;
      } finally {
        await subscription?.stop();
      }
    }
  };

  const running = Promise.all(projectors.map(run));

  return {
    position: (name) => tracker.get(name),
    positions: () => new Map(tracker.all()),
    waitForPosition: (position, timeoutMs) => tracker.waitFor(position, timeoutMs),
    async stop() {
      stopping.abort();
      await running;
      tracker.close();
    },
  };
};
