import { allStorageMigrations, openConfiguredEventStore, openDatabase, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { allProjectors } from './all-projectors';
import type { Projector } from './engine/projector';
import { DEFAULT_LEASE_MS, runLeasedProjections, type LeasedProjectionOptions, type LeasedProjections } from './engine/leased-projections';
import { projectionMigrations } from './projection-migrations';
import type { RunningMongoProjections } from './mongo-projections';
import type { LeasedMongoProjectionOptions } from './engine/mongo';

export interface WorkerConfig extends LeasedProjectionOptions {
  /** A PostgreSQL server; when absent, PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** EVENTSTORE_URL: the events are in KurrentDB (EventStoreDB) there; when absent, in the database. */
  eventStoreUrl?: string;
  projectors?: readonly Projector[];
  /** MONGODB_URL: a MongoDB replica set that keeps the read models of `allMongoProjectors` too; none by default. */
  mongoUrl?: string;
  onMongoError?: LeasedMongoProjectionOptions['onError'];
  onMongoLeadChange?: LeasedMongoProjectionOptions['onLeadChange'];
}

export interface RunningWorker {
  db: SqlDatabase;
  store: EventStore;
  /** The projectors this worker leads by lease; any number of workers share the read models. */
  projections: LeasedProjections;
  /** The MongoDB read models, when `mongoUrl` was given. */
  mongo?: RunningMongoProjections;
  /** Stops the projections and gives up their leases, then closes the database. */
  stop(): Promise<void>;
}

/** The projections worker on its own database connection: what `main.ts` runs. */
export const startWorker = async (config: WorkerConfig): Promise<RunningWorker> => {
  // A worker that hangs inside a transaction must not hold the checkpoint rows its successor writes.
  const leaseMs = config.leaseMs ?? DEFAULT_LEASE_MS;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, idleInTransactionMs: leaseMs });
  try {
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    const store = await openConfiguredEventStore(db, { EVENTSTORE_URL: config.eventStoreUrl });
    // Loaded only when asked for: the driver costs every other process its start-up time.
    const mongo = config.mongoUrl
      ? await (await import('./mongo-projections')).startMongoProjections(config.mongoUrl, db, store, {
          batchSize: config.batchSize,
          holder: config.holder,
          leaseMs,
          onError: config.onMongoError,
          onLeadChange: config.onMongoLeadChange,
        })
      : undefined;
    const projections = await runLeasedProjections(db, store, config.projectors ?? allProjectors, config).catch(async (error: unknown) => {
      await mongo?.stop();
      await store.close();
      throw error;
    });
    return {
      db,
      store,
      projections,
      mongo,
      async stop() {
        await projections.stop();
        await mongo?.stop();
        await store.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
};
