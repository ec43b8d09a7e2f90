import type { EventStore, RecordedEvent, SqlDatabase } from '@careledger/storage';
import { tableNames, type Projector, type TableNames } from './projector';
import { readUntil } from './read-until';
import { finishRebuild, recordRebuildProgress, startRebuild } from './rebuild-status';
import { dropTables, swapTables } from './swap-tables';

export interface RebuildProgress {
  projector: string;
  position: number;
  head: number;
}

export interface RebuildOptions {
  /** Events per transaction; 1,000 by default. */
  batchSize?: number;
  /** Appended to each table name while rebuilding; `_rebuild` by default. */
  suffix?: string;
  onProgress?: (progress: RebuildProgress) => void;
  /** Abandons the rebuild (its tables stay behind until the next one); the live tables stay. */
  signal?: AbortSignal;
}

export interface RebuildResult {
  projector: string;
  /** The checkpoint the swapped-in tables start from. */
  position: number;
}

export type RebuildOutcome = RebuildResult | { projector: string; error: unknown };

interface Replay {
  projector: Projector;
  fresh: TableNames;
  position: number;
}

/**
 * Replays every event from position 1 into fresh tables while the live ones keep serving, then
 * swaps them in and sets the checkpoint. Progress is in `projection_rebuilds` and `onProgress`.
 */
export const rebuildProjector = async (
  db: SqlDatabase,
  store: EventStore,
  projector: Projector,
  options: RebuildOptions = {},
): Promise<RebuildResult> => {
  const [outcome] = await rebuildProjectors(db, store, [projector], options);
  if (!outcome || 'error' in outcome) throw outcome?.error;
  return outcome;
};

/**
 * Rebuilds several projectors over one read of the log: each page goes to every replay still
 * running. One that fails is recorded as failed and left out; the others go on.
 */
export const rebuildProjectors = async (
  db: SqlDatabase,
  store: EventStore,
  projectors: readonly Projector[],
  options: RebuildOptions = {},
): Promise<RebuildOutcome[]> => {
  const suffix = options.suffix ?? '_rebuild';
  const batchSize = options.batchSize ?? 1_000;
  const outcomes = new Map<string, RebuildOutcome>();
  let head = await store.headPosition();
  let running: Replay[] = [];

  const fail = async (replay: Replay, error: unknown): Promise<void> => {
    running = running.filter((other) => other !== replay);
    outcomes.set(replay.projector.name, { projector: replay.projector.name, error });
    await finishRebuild(db, replay.projector.name, error).catch(() => undefined);
  };

  const start = async (projector: Projector): Promise<void> => {
    try {
      await startRebuild(db, projector.name, projector.version, head);
    } catch (error) {
      outcomes.set(projector.name, { projector: projector.name, error });
      return;
    }
    const replay: Replay = { projector, fresh: tableNames(projector, suffix), position: 0 };
    running.push(replay);
    await db
      .transaction((tx) => tx.exec(`${dropTables(Object.values(replay.fresh))}\n${projector.createTables(suffix)}`))
      .catch((error: unknown) => fail(replay, error));
  };

  const take = async (replay: Replay, page: readonly RecordedEvent[]): Promise<void> => {
    const events = page.filter((event) => event.globalPosition > replay.position);
    const last = events.at(-1);
    if (!last) return;
    const handled = events.filter((event) => replay.projector.handles(event.type));
    try {
      await db.transaction(async (tx) => {
        if (handled.length > 0) await replay.projector.apply(tx, handled, replay.fresh);
        await recordRebuildProgress(tx, replay.projector.name, last.globalPosition, head);
      });
    } catch (error) {
      await fail(replay, error);
      return;
    }
    replay.position = last.globalPosition;
    options.onProgress?.({ projector: replay.projector.name, position: replay.position, head });
  };

  const swap = async (replay: Replay): Promise<number> => {
    try {
      const swapped = await swapTables(db, replay.projector, suffix, replay.position);
      if (!swapped.swapped) return swapped.livePosition;
      running = running.filter((other) => other !== replay);
      outcomes.set(replay.projector.name, { projector: replay.projector.name, position: replay.position });
    } catch (error) {
      await fail(replay, error);
    }
    return 0;
  };

  for (const projector of projectors) await start(projector);
  let target = head;
  while (running.length > 0) {
    const after = Math.min(...running.map((replay) => replay.position));
    try {
      await readUntil(store, { after }, target, batchSize, async (page) => {
        head = Math.max(head, page.at(-1)?.globalPosition ?? 0);
        await Promise.all(running.map((replay) => take(replay, page)));
      }, options.signal);
    } catch (error) {
      for (const replay of running) await fail(replay, error);
      break;
    }
    // A live worker that got further while we replayed: catch up to it and try again.
    const livePositions = [];
    for (const replay of [...running]) livePositions.push(await swap(replay));
    target = Math.max(...livePositions);
  }
  return projectors.map((projector) => outcomes.get(projector.name) ?? { projector: projector.name, error: new Error('rebuild did not finish') });
};
