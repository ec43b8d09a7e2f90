import { afterAll, beforeAll } from 'vitest';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import type { TestDatabase } from '@careledger/storage/testing';
import { projectionMigrations } from '../projection-migrations';

export interface MigratedStore {
  db: SqlDatabase;
  store: EventStore;
}

/** One database with every table and an event store on it, for the whole test file; filled in by `beforeAll`. */
export const migratedStore = (testDatabase: TestDatabase): MigratedStore => {
  const opened = {} as MigratedStore;
  let dispose: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const created = await testDatabase.create();
    dispose = created.dispose;
    await runMigrations(created.db, [...allStorageMigrations, ...projectionMigrations]);
    Object.assign(opened, { db: created.db, store: await openEventStore(created.db) });
  });
  afterAll(() => dispose());
  return opened;
};
