import { allStorageMigrations, openDatabase, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { allProjectors } from './all-projectors';
import type { Projector } from './engine/projector';
import { runProjections, type ProjectionOptions, type ProjectionRunner } from './engine/run-projections';
import { projectionMigrations } from './projection-migrations';

export interface WorkerConfig extends ProjectionOptions {
  /** A PostgreSQL server; when absent, PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  projectors?: readonly Projector[];
}

export interface RunningWorker {
  db: SqlDatabase;
  store: EventStore;
  projections: ProjectionRunner;
  /** Stops the projections, then closes the database. */
  stop(): Promise<void>;
}

/** The projections worker on its own database connection: what `main.ts` runs. */
export const startWorker = async (config: WorkerConfig): Promise<RunningWorker> => {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    const store = await openEventStore(db);
    const projections = await runProjections(db, store, config.projectors ?? allProjectors, config);
    return {
      db,
      store,
      projections,
      async stop() {
        await projections.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
};
