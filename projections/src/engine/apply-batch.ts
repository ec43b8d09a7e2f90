import { advanceCheckpoints, holdsLease, lockCheckpoint, saveCheckpoint, type CheckpointMove, type LeaseFence, type RecordedEvent, type SqlDatabase, type SqlExecutor } from '@careledger/storage';
import { tableNames, type Projector } from './projector';

/** Another writer (a second worker, or a rebuild's swap) moved the checkpoint: restart from it. */
export class CheckpointMoved extends Error {
  constructor(projector: string, expected: number, actual: number) {
    super(`Checkpoint of ${projector} is at ${actual}, this worker expected ${expected}.`);
    this.name = 'CheckpointMoved';
  }
}

/** Another worker took over the projector's lease: this one must stop writing its read model. */
export class LeaseLost extends Error {
  constructor(projector: string) {
    super(`Another worker has taken over the lease of ${projector}.`);
    this.name = 'LeaseLost';
  }
}

/**
 * Applies one delivered batch to the live tables and moves the checkpoint past all of it,
 * handled or not, in one transaction: a crash leaves either both or neither. With a `lease`, the
 * move is refused (`LeaseLost`) once another worker holds it, whatever the checkpoint says.
 */
export const applyBatch = async (
  db: SqlDatabase,
  projector: Projector,
  events: readonly RecordedEvent[],
  expectedPosition: number,
  lease?: LeaseFence,
): Promise<number> => {
  const last = events.at(-1);
  if (!last) return expectedPosition;
  const handled = events.filter((event) => projector.handles(event.type));
  return db.transaction(async (tx) => {
    await moveCheckpoint(tx, { projector: projector.name, from: expectedPosition, to: last.globalPosition, lease });
    if (handled.length > 0) await projector.apply(tx, handled, tableNames(projector));
    return last.globalPosition;
  });
};

/** Locks the checkpoint and moves it from `from` to `to` in one statement, unless it has no row yet, moved, or the lease was lost. */
const moveCheckpoint = async (tx: SqlExecutor, move: CheckpointMove): Promise<void> => {
  const { projector, from, to, lease } = move;
  if ((await advanceCheckpoints(tx, [move])).has(projector)) return;
  const current = await lockCheckpoint(tx, projector);
  if (current !== from) throw new CheckpointMoved(projector, from, current);
  if (lease && !(await holdsLease(tx, projector, lease))) throw new LeaseLost(projector);
  await saveCheckpoint(tx, projector, to);
};
