import { readCheckpoint, type EventStore, type SqlDatabase } from '@careledger/storage';
import { applyBatch, CheckpointMoved } from './apply-batch';
import { createPositionTracker } from './position-tracker';
import type { Projector } from './projector';
import { isOutdated } from './projector-registry';
import { rebuildProjector } from './rebuild-projector';

export type ProjectorStatus = 'starting' | 'rebuilding' | 'catching_up' | 'live' | 'retrying' | 'stopped';

export interface ProjectorProgress {
  projector: string;
  status: ProjectorStatus;
  /** The checkpoint: every event up to here is in the read model. */
  position: number;
  head: number;
  lastError: string | null;
}

export interface ProjectionOptions {
  /** Most events per transaction; 1,000 by default. */
  batchSize?: number;
  /** First pause after a failure, doubled on each further one up to 30 s; 1,000 ms by default. */
  retryDelayMs?: number;
  /** Rebuild a projector whose live tables another version built; true by default. */
  rebuildOnVersionChange?: boolean;
  onProgress?: (progress: ProjectorProgress) => void;
  onError?: (projector: string, error: unknown) => void;
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
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface RunState {
  status: ProjectorStatus;
  head: number;
  lastError: string | null;
  failures: number;
}
const initialState = (): RunState => ({ status: 'starting', head: 0, lastError: null, failures: 0 });

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

  for (const projector of projectors) tracker.set(projector.name, await readCheckpoint(db, projector.name));

  const stateOf = (projector: Projector): RunState => states.get(projector.name) ?? initialState();
  const report = (projector: Projector): void => {
    const { status, head, lastError } = stateOf(projector);
    options.onProgress?.({ projector: projector.name, status, position: tracker.get(projector.name), head, lastError });
  };

  const follow = async (projector: Projector): Promise<void> => {
    const state = stateOf(projector);
    let position = await readCheckpoint(db, projector.name);
    tracker.set(projector.name, position);
    state.head = await store.headPosition();
    state.status = position >= state.head ? 'live' : 'catching_up';
    report(projector);
    const subscription = store.subscribe(
      position + 1,
      async (events) => {
        position = await applyBatch(db, projector, events, position);
        tracker.set(projector.name, position);
        if (state.status === 'catching_up' && position >= state.head) state.head = await store.headPosition();
        state.head = Math.max(state.head, position);
        if (position >= state.head) state.status = 'live';
        state.lastError = null;
        state.failures = 0;
        report(projector);
      },
      { batchSize },
    );
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
              options.onProgress?.({ projector: projector.name, status: 'rebuilding', position, head, lastError: null });
            },
          });
        }
        await follow(projector);
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (error instanceof CheckpointMoved) continue;
        state.status = 'retrying';
        state.lastError = messageOf(error);
        options.onError?.(projector.name, error);
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
      return projectors.map((projector) => {
        const { status, lastError } = stateOf(projector);
        return { projector: projector.name, status, position: tracker.get(projector.name), head, lastError };
      });
    },
    async stop() {
      stopping.abort();
      await running;
      tracker.close();
    },
  };
};
