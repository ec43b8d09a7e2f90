import type { Db, IndexDirection } from 'mongodb';

/** One index of a read-model collection, named so that creating it again is a no-op. */
export interface MongoIndex {
  name: string;
  key: Readonly<Record<string, IndexDirection>>;
}

/** Creates what is missing; an index of that name and key already there is left as it is. */
export const ensureMongoIndexes = async (db: Db, collection: string, indexes: readonly MongoIndex[]): Promise<void> => {
  if (indexes.length === 0) return;
  await db.collection(collection).createIndexes(indexes.map(({ name, key }) => ({ name, key: { ...key } })));
};
