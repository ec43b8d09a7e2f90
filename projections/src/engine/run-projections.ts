import { readCheckpoint, type EventStore, type RecordedEvent, type SqlDatabase } from '@careledger/storage';
import { applyBatch, CheckpointMoved } from './apply-batch';
import { createPositionTracker } from './position-tracker';
import type { Projector } from './projector';
import { clearFailure, failedEventOf, messageOf, recordFailure, type FailedEvent, type ProjectorFailure } from './projector-failure';
import { isOutdated } from './projector-registry';
import { readUntil } from './read-until';
import { rebuildProjector } from './rebuild-projector';

export type ProjectorStatus = 'starting' | 'rebuilding' | 'catching_up' | 'live' | 'retrying' | 'stopped';

export interface ProjectorProgress {
  projector: string;
  status: ProjectorStatus;
  /** The checkpoint: every event up to here is in the read model. */
  position: number;
  head: number;
  lastError: string | null;
  /** The event it could not apply, once known; null while it is well or the batch held several. */
  failedPosition: number | null;
  failedEventType: string | null;
}

export interface ProjectionOptions {
  /** Most events per transaction; 1,000 by default. */
  batchSize?: number;
  /** First pause after a failure, doubled on each further one up to 30 s; 1,000 ms by default. */
  retryDelayMs?: number;
  /** Rebuild a projector whose live tables another version built; true by default. */
  rebuildOnVersionChange?: boolean;
  onProgress?: (progress: ProjectorProgress) => void;
  /** Each failure, before the retry; `failure` names the event when it is known. */
  onError?: (projector: string, error: unknown, failure: ProjectorFailure) => void;
}

export interface ProjectionRunner {
  position(projector: string): number;
  positions(): ReadonlyMap<string, number>;
  /** True once every projector has passed `position`; false after `timeoutMs` or on stop. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  progress(): Promise<ProjectorProgress[]>;
  /** Lets the batch in flight commit, then stops every projector. */
  stop(): Promise<void>;
}

const MAX_RETRY_DELAY_MS = 30_000;

interface RunState {
  status: ProjectorStatus;
  head: number;
  lastError: string | null;
  failedEvent: FailedEvent | null;
  /** After a failed batch, its events are retried one by one up to here, to find the one that fails. */
  isolateUntil: number;
  failures: number;
}
const initialState = (): RunState => ({ status: 'starting', head: 0, lastError: null, failedEvent: null, isolateUntil: 0, failures: 0 });

const progressOf = (projector: string, state: RunState, position: number, head: number): ProjectorProgress => ({
  projector,
  status: state.status,
  position,
  head,
  lastError: state.lastError,
  failedPosition: state.failedEvent?.position ?? null,
  failedEventType: state.failedEvent?.type ?? null,
});

/** Runs every projector from its checkpoint, through catch-up, then live, until `stop()`. */
export const runProjections = async (
  db: SqlDatabase,
  store: EventStore,
  projectors: readonly Projector[],
  options: ProjectionOptions = {},
): Promise<ProjectionRunner> => {
  const batchSize = options.batchSize ?? 1_000;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const tracker = createPositionTracker(projectors.map((projector) => projector.name));
  const states = new Map(projectors.map((p) => [p.name, initialState()]));
  const stopping = new AbortController();
  const stopped = new Promise<void>((resolve) => stopping.signal.addEventListener('abort', () => resolve()));
  const sleep = (ms: number): Promise<void> => Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms).unref()), stopped]);

  for (const projector of projectors) {
    tracker.set(projector.name, await readCheckpoint(db, projector.name));
    // A failure a previous run recorded: this run records it again if the event still fails.
    await clearFailure(db, projector.name);
  }

  const stateOf = (projector: Projector): RunState => states.get(projector.name) ?? initialState();
  const report = (projector: Projector): void => {
    const state = stateOf(projector);
    options.onProgress?.(progressOf(projector.name, state, tracker.get(projector.name), state.head));
  };

  const follow = async (projector: Projector): Promise<void> => {
    const state = stateOf(projector);
    let position = await readCheckpoint(db, projector.name);
    tracker.set(projector.name, position);
    state.head = await store.headPosition();
    state.status = position >= state.head ? 'live' : 'catching_up';
    report(projector);
    const apply = async (events: RecordedEvent[]): Promise<void> => {
      try {
        position = await applyBatch(db, projector, events, position);
      } catch (error) {
        state.failedEvent = failedEventOf(error, events.filter((event) => projector.handles(event.type)));
        if (!(error instanceof CheckpointMoved)) state.isolateUntil = events.at(-1)?.globalPosition ?? 0;
        throw error;
      }
      tracker.set(projector.name, position);
      if (state.status === 'catching_up' && position >= state.head) state.head = await store.headPosition();
      state.head = Math.max(state.head, position);
      if (position >= state.head) state.status = 'live';
      if (state.lastError !== null) await clearFailure(db, projector.name);
      state.lastError = null;
      state.failedEvent = null;
      state.failures = 0;
      report(projector);
    };
    await readUntil(store, position + 1, state.isolateUntil, 1, apply, stopping.signal);
    const subscription = store.subscribe(position + 1, apply, { batchSize });
    try {
      await Promise.race([subscription.done, stopped]);
    } finally {
      await subscription.stop();
    }
  };

  const run = async (projector: Projector): Promise<void> => {
    const state = stateOf(projector);
    while (!stopping.signal.aborted) {
      try {
        if (options.rebuildOnVersionChange !== false && (await isOutdated(db, projector))) {
          state.status = 'rebuilding';
          await rebuildProjector(db, store, projector, {
            batchSize,
            signal: stopping.signal,
            onProgress: ({ position, head }) => {
              state.head = head;
              options.onProgress?.({ ...progressOf(projector.name, state, position, head), status: 'rebuilding' });
            },
          });
        }
        await follow(projector);
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (error instanceof CheckpointMoved) continue;
        state.status = 'retrying';
        state.lastError = messageOf(error);
        const failure: ProjectorFailure = { projector: projector.name, message: state.lastError, event: state.failedEvent };
        options.onError?.(projector.name, error, failure);
        // Best effort: when the database itself is gone, this fails too and the next retry tries again.
        await recordFailure(db, failure).catch(() => undefined);
        report(projector);
        await sleep(Math.min(retryDelayMs * 2 ** state.failures, MAX_RETRY_DELAY_MS));
        state.failures += 1;
      }
    }
    state.status = 'stopped';
  };

  const running = Promise.all(projectors.map(run));

  return {
    position: (name) => tracker.get(name),
    positions: () => new Map(tracker.all()),
    waitForPosition: (position, timeoutMs) => tracker.waitFor(position, timeoutMs),
    async progress() {
      const head = await store.headPosition();
      return projectors.map((projector) => progressOf(projector.name, stateOf(projector), tracker.get(projector.name), head));
    },
    async stop() {
      stopping.abort();
      await running;
      tracker.close();
    },
  };
};
