import { advanceCheckpoints, lockCheckpoint, saveCheckpoint, type RecordedEvent, type SqlDatabase, type SqlExecutor } from '@careledger/storage';
import { tableNames, type Projector } from './projector';

/** Another writer (a second worker, or a rebuild's swap) moved the checkpoint: restart from it. */
export class CheckpointMoved extends Error {
  constructor(projector: string, expected: number, actual: number) {
    super(`Checkpoint of ${projector} is at ${actual}, this worker expected ${expected}.`);
    this.name = 'CheckpointMoved';
  }
}

/**
 * Applies one delivered batch to the live tables and moves the checkpoint past all of it,
 * handled or not, in one transaction: a crash leaves either both or neither.
 */
export const applyBatch = async (
  db: SqlDatabase,
  projector: Projector,
  events: readonly RecordedEvent[],
  expectedPosition: number,
): Promise<number> => {
  const last = events.at(-1);
  if (!last) return expectedPosition;
  const handled = events.filter((event) => projector.handles(event.type));
  return db.transaction(async (tx) => {
    await moveCheckpoint(tx, projector.name, expectedPosition, last.globalPosition);
    if (handled.length > 0) await projector.apply(tx, handled, tableNames(projector));
    return last.globalPosition;
  });
};

/** Locks the checkpoint and moves it from `from` to `to` in one statement, unless it has no row yet or moved. */
const moveCheckpoint = async (tx: SqlExecutor, projector: string, from: number, to: number): Promise<void> => {
  if ((await advanceCheckpoints(tx, [{ projector, from, to }])).has(projector)) return;
  const current = await lockCheckpoint(tx, projector);
  if (current !== from) throw new CheckpointMoved(projector, from, current);
  await saveCheckpoint(tx, projector, to);
};
