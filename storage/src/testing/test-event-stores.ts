import type { EventStore } from '../event-store/event-store';
import { openEventStore } from '../event-store/sql-event-store';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from './test-databases';

export interface TestEventStore {
  name: 'pglite' | 'postgres';
  /** A migrated event store on a fresh database; `dispose` closes (and on PostgreSQL drops) it. */
  create(): Promise<{ store: EventStore; db: SqlDatabase; dispose: () => Promise<void> }>;
}

/** One SQL event store per entry of `testDatabases()`. */
export const testEventStores = (): TestEventStore[] =>
  testDatabases().map((target) => ({
    name: target.name,
    async create() {
      const { db, dispose } = await target.create();
      try {
        return { store: await openEventStore(db), db, dispose };
      } catch (error) {
        await dispose();
        throw error;
      }
    },
  }));
