import type { Db } from 'mongodb';
import type { RecordedEvent } from '@careledger/storage';
import type { MongoTransaction } from '@careledger/storage/mongo';

/**
 * A read model kept in MongoDB (MONGODB_URL): its collections and how events change them. Its
 * `name` is its checkpoint's `_id` in the `checkpoints` collection, the same name as the SQL
 * projector of that read model.
 */
export interface MongoProjector {
  readonly name: string;
  /** Bump it when the documents or `apply` change: the worker empties the collections and replays. */
  readonly version: number;
  readonly collections: readonly string[];
  handles(eventType: string): boolean;
  /** Idempotent: creates the indexes each list's filters and sort need. */
  ensureIndexes(db: Db): Promise<void>;
  /** Writes the effect of `events` (handled ones only, in position order) inside `tx`. */
  apply(tx: MongoTransaction, events: readonly RecordedEvent[]): Promise<void>;
}
