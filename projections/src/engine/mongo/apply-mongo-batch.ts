import type { RecordedEvent } from '@careledger/storage';
import { moveMongoCheckpoint, type MongoReadModels } from '@careledger/storage/mongo';
import { CheckpointMoved } from '../apply-batch';
import type { MongoProjector } from './mongo-projector';

/**
 * Applies one delivered batch to the projector's collections and moves its checkpoint past all of
 * it, handled or not, in one MongoDB transaction: a crash leaves either both or neither. The move
 * is a compare-and-set on `expectedPosition`; a checkpoint another writer moved is `CheckpointMoved`.
 */
export const applyMongoBatch = async (
  mongo: MongoReadModels,
  projector: MongoProjector,
  events: readonly RecordedEvent[],
  expectedPosition: number,
): Promise<number> => {
  const last = events.at(-1);
  if (!last) return expectedPosition;
  const move = { projector: projector.name, from: expectedPosition, to: last.globalPosition };
  const handled = events.filter((event) => projector.handles(event.type));
  if (handled.length === 0) {
    // One document's update is atomic on its own: nothing else to commit with it.
    const result = await moveMongoCheckpoint(mongo.db, move);
    if (!result.moved) throw new CheckpointMoved(projector.name, expectedPosition, result.actual);
    return last.globalPosition;
  }
  return mongo.transaction(async (tx) => {
    const result = await moveMongoCheckpoint(tx.db, move, tx);
    if (!result.moved) throw new CheckpointMoved(projector.name, expectedPosition, result.actual);
    await projector.apply(tx, handled);
    return last.globalPosition;
  });
};
