import type { RecordedEvent } from '@careledger/storage';
import { moveMongoCheckpoint, type MongoCheckpointMove, type MongoReadModels } from '@careledger/storage/mongo';
import { CheckpointMoved, LeaseLost } from '../apply-batch';
import type { MongoProjector } from './mongo-projector';

/**
 * Applies one delivered batch to the projector's collections and moves its checkpoint past all of
 * it, handled or not, in one MongoDB transaction: a crash leaves either both or neither. The move
 * is a compare-and-set on `expectedPosition`; a checkpoint another writer moved is `CheckpointMoved`,
 * one a worker with a newer lease token moved is `LeaseLost`.
 */
export const applyMongoBatch = async (
  mongo: MongoReadModels,
  projector: MongoProjector,
  events: readonly RecordedEvent[],
  expectedPosition: number,
  leaseToken?: number,
): Promise<number> => {
  const last = events.at(-1);
  if (!last) return expectedPosition;
  const move = { projector: projector.name, from: expectedPosition, to: last.globalPosition, leaseToken };
  const refused = (result: Extract<MongoCheckpointMove, { moved: false }>): Error =>
    result.leaseLost ? new LeaseLost(projector.name) : new CheckpointMoved(projector.name, expectedPosition, result.actual);
  const handled = events.filter((event) => projector.handles(event.type));
  if (handled.length === 0) {
    // One document's update is atomic on its own: nothing else to commit with it.
    const result = await moveMongoCheckpoint(mongo.db, move);
    if (!result.moved) throw refused(result);
    return last.globalPosition;
  }
  return mongo.transaction(async (tx) => {
    const result = await moveMongoCheckpoint(tx.db, move, tx);
    if (!result.moved) throw refused(result);
    await projector.apply(tx, handled);
    return last.globalPosition;
  });
};
