import type { AnyBulkWriteOperation, Document, Filter } from 'mongodb';
import type { MongoTransaction } from './mongo-read-models';

/** A read-model document: its `_id` is the record's id. */
export interface KeyedDocument extends Document {
  _id: string;
}

const withIds = <Doc extends KeyedDocument>(ids: readonly string[]): Filter<Doc> => ({ _id: { $in: [...ids] } }) as Filter<Doc>;

/** Every document of `collection` whose `_id` is one of `ids`, read inside the transaction. */
export const loadDocuments = async <Doc extends KeyedDocument>({ db, session }: MongoTransaction, collection: string, ids: readonly string[]): Promise<Doc[]> => {
  if (ids.length === 0) return [];
  return (await db.collection<Doc>(collection).find(withIds<Doc>(ids), { session }).toArray()) as Doc[];
};

/** Writes every document whole (insert or replace by `_id`) in one round trip: the documents a batch changed. */
export const upsertDocuments = async <Doc extends KeyedDocument>({ db, session }: MongoTransaction, collection: string, documents: readonly Doc[]): Promise<void> => {
  if (documents.length === 0) return;
  const operations = documents.map(
    (document): AnyBulkWriteOperation<Doc> => ({ replaceOne: { filter: { _id: document._id } as Filter<Doc>, replacement: document, upsert: true } }),
  );
  await db.collection<Doc>(collection).bulkWrite(operations, { session, ordered: false });
};

/** Deletes every document of `collection` whose `_id` is one of `ids`. */
export const deleteDocuments = async ({ db, session }: MongoTransaction, collection: string, ids: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  await db.collection<KeyedDocument>(collection).deleteMany(withIds<KeyedDocument>(ids), { session });
};
