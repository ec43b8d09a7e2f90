import type { EventStore, RecordedEvent, SqlDatabase } from '@careledger/storage';
import { tableNames, type Projector } from './projector';
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
  const suffix = options.suffix ?? '_rebuild';
  const batchSize = options.batchSize ?? 1_000;
  const fresh = tableNames(projector, suffix);
  let head = await store.headPosition();
  let position = 0;
  await startRebuild(db, projector.name, projector.version, head);
  try {
    await db.transaction((tx) => tx.exec(`${dropTables(Object.values(fresh))}\n${projector.createTables(suffix)}`));

    const handle = async (events: RecordedEvent[]): Promise<void> => {
      const last = events.at(-1);
      if (!last) return;
      head = Math.max(head, last.globalPosition);
      const handled = events.filter((event) => projector.handles(event.type));
      await db.transaction(async (tx) => {
        if (handled.length > 0) await projector.apply(tx, handled, fresh);
        await recordRebuildProgress(tx, projector.name, last.globalPosition, head);
      });
      position = last.globalPosition;
      options.onProgress?.({ projector: projector.name, position, head });
    };

    let target = head;
    for (;;) {
      await readUntil(store, position + 1, target, batchSize, handle, options.signal);
      const swap = await swapTables(db, projector, suffix, position);
      if (swap.swapped) return { projector: projector.name, position };
      // The live worker got further while we replayed: catch up to it and try again.
      target = swap.livePosition;
    }
  } catch (error) {
    await finishRebuild(db, projector.name, error).catch(() => undefined);
    throw error;
  }
};
