import type { EventStore, SqlDatabase } from '@careledger/storage';
import type { MongoReads, ReadModelBehind } from '@careledger/query-service';
import type { LeasedMongoProjectionOptions } from '@careledger/projections/mongo';

/** The read models MongoDB keeps, in this process: written by its projections, read by its queries. */
export interface InProcessMongoReadModels {
  reads: MongoReads;
  behind(position: number): Promise<ReadModelBehind | null>;
  stop(): Promise<void>;
}

/**
 * MONGODB_URL in `npm start`: the MongoDB read models follow the store under leases (as a worker
 * beside this process would), and the query service reads their lists there, over the same
 * connection. The driver is loaded only here: without the URL no process pays its start-up time.
 */
export const startMongoReadModels = async (
  url: string,
  db: SqlDatabase,
  store: EventStore,
  options: Pick<LeasedMongoProjectionOptions, 'leaseMs' | 'onError'>,
): Promise<InProcessMongoReadModels> => {
  const [{ startMongoProjections }, { mongoReadsOver }] = await Promise.all([import('@careledger/projections/mongo'), import('@careledger/query-service/mongo')]);
  const projections = await startMongoProjections(url, db, store, options);
  return { ...mongoReadsOver(projections.mongo.db), stop: () => projections.stop() };
};
