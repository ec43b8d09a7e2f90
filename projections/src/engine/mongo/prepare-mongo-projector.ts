import { clearMongoReadModel, ensureMongoCheckpoint, restartMongoCheckpoint, type MongoReadModels } from '@careledger/storage/mongo';
import type { MongoProjector } from './mongo-projector';

/**
 * Makes the projector's indexes and checkpoint, and answers the position to follow from. A
 * checkpoint of another schema version is a rebuild in place: the checkpoint goes back to 0,
 * marked `clearing` until the collections are empty, so a crash half-way empties them again.
 * Unlike the SQL rebuild (fresh tables, then a swap), the lists are empty while it replays.
 */
export const prepareMongoProjector = async ({ db }: MongoReadModels, projector: MongoProjector): Promise<number> => {
  await projector.ensureIndexes(db);
  let checkpoint = await ensureMongoCheckpoint(db, projector.name, projector.version);
  if (checkpoint.version !== projector.version) {
    // Refused when another worker restarted it first: its state then is the one to go on from.
    await restartMongoCheckpoint(db, projector.name, checkpoint, projector.version);
    checkpoint = await ensureMongoCheckpoint(db, projector.name, projector.version);
  }
  if (checkpoint.clearing) {
    await clearMongoReadModel(db, projector.name, projector.collections);
    checkpoint = await ensureMongoCheckpoint(db, projector.name, projector.version);
  }
  return checkpoint.position;
};
