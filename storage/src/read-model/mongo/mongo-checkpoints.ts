import type { Db } from 'mongodb';
import type { MongoTransaction } from './mongo-read-models';

/** One document per projector in `checkpoints`: the last position its collections reflect. */
export interface MongoCheckpointDocument {
  _id: string;
  position: number;
  /** The projector's schema version its collections were built by. */
  version: number;
  /** Set while a rebuild empties the collections: the next start empties them again. */
  clearing?: boolean;
  /** The lease token of the last worker that moved it: a worker holding an older one may not move it again. */
  lease_token?: number;
  updated_at: Date;
}

export const MONGO_CHECKPOINTS = 'checkpoints';

const checkpoints = (db: Db) => db.collection<MongoCheckpointDocument>(MONGO_CHECKPOINTS);

/** The projector's checkpoint, made at position 0 of `version` when it has none yet. */
export const ensureMongoCheckpoint = async (db: Db, projector: string, version: number): Promise<MongoCheckpointDocument> => {
  const found = await checkpoints(db).findOneAndUpdate(
    { _id: projector },
    { $setOnInsert: { position: 0, version, updated_at: new Date() } },
    { upsert: true, returnDocument: 'after' },
  );
  if (!found) throw new Error(`The MongoDB checkpoint of ${projector} could not be made.`);
  return found;
};

/** The position of the last event `projector` has applied to MongoDB; 0 when it has none yet. */
export const readMongoCheckpoint = async (db: Db, projector: string): Promise<number> =>
  (await checkpoints(db).findOne({ _id: projector }))?.position ?? 0;

/**
 * Whether a move happened, and if not where the checkpoint stood instead (another writer moved
 * it), or that a worker with a newer lease token has moved it since (`leaseLost`).
 */
export type MongoCheckpointMove = { moved: true } | { moved: false; actual: number; leaseLost: boolean };

export interface MongoCheckpointMoveRequest {
  projector: string;
  from: number;
  to: number;
  /** The mover's lease token (fencing): refused once a newer token has moved the checkpoint. */
  leaseToken?: number;
}

/**
 * Compare-and-set: moves the checkpoint from `from` to `to` only where it still stands at `from`.
 * Inside a transaction the update also write-locks the document, so a concurrent writer of the
 * same projector conflicts and one of the two transactions aborts.
 */
export const moveMongoCheckpoint = async (
  db: Db,
  move: MongoCheckpointMoveRequest,
  tx?: Pick<MongoTransaction, 'session'>,
): Promise<MongoCheckpointMove> => {
  const session = tx?.session;
  const fenced = move.leaseToken === undefined ? {} : { $or: [{ lease_token: { $exists: false } }, { lease_token: { $lte: move.leaseToken } }] };
  const { matchedCount } = await checkpoints(db).updateOne(
    { _id: move.projector, position: move.from, ...fenced },
    { $set: { position: move.to, updated_at: new Date(), ...(move.leaseToken === undefined ? {} : { lease_token: move.leaseToken }) } },
    { session },
  );
  if (matchedCount === 1) return { moved: true };
  const found = await checkpoints(db).findOne({ _id: move.projector }, { session });
  const leaseLost = move.leaseToken !== undefined && (found?.lease_token ?? 0) > move.leaseToken;
  return { moved: false, actual: found?.position ?? 0, leaseLost };
};

/**
 * Starts a rebuild in place: the checkpoint goes to 0 of `version`, marked `clearing` until
 * `clearMongoReadModel` has emptied the collections. Refused when the checkpoint is not where
 * `expected` says (another worker got there first).
 */
export const restartMongoCheckpoint = async (db: Db, projector: string, expected: MongoCheckpointDocument, version: number): Promise<boolean> => {
  const { matchedCount } = await checkpoints(db).updateOne(
    { _id: projector, position: expected.position, version: expected.version },
    { $set: { position: 0, version, clearing: true, updated_at: new Date() } },
  );
  return matchedCount === 1;
};

/** Empties the collections of a projector whose checkpoint is `clearing`, then clears the mark. */
export const clearMongoReadModel = async (db: Db, projector: string, collections: readonly string[]): Promise<void> => {
  for (const collection of collections) await db.collection(collection).deleteMany({});
  await checkpoints(db).updateOne({ _id: projector, clearing: true }, { $unset: { clearing: '' }, $set: { updated_at: new Date() } });
};

/** Where each of `projectors` stands in MongoDB, in the order given; one without a checkpoint stands at 0. */
export const readMongoCheckpoints = async (db: Db, projectors: readonly string[]): Promise<Array<{ name: string; position: number }>> => {
  if (projectors.length === 0) return [];
  const found = await checkpoints(db).find({ _id: { $in: [...projectors] } }).toArray();
  const positions = new Map(found.map((checkpoint) => [checkpoint._id, checkpoint.position]));
  return projectors.map((name) => ({ name, position: positions.get(name) ?? 0 }));
};

/** Of `projectors`, the one furthest behind `position` in MongoDB (one without a checkpoint counts as 0); null when all have reached it. */
export const mongoCheckpointBehind = async (db: Db, projectors: readonly string[], position: number): Promise<{ name: string; position: number } | null> => {
  const behind = (await readMongoCheckpoints(db, projectors))
    .filter((checkpoint) => checkpoint.position < position)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  return behind[0] ?? null;
};
