import type { EventStore } from '../event-store/event-store';
import { openEventStore } from '../event-store/sql-event-store';
import { openPostgresDatabase } from '../sql/postgres-database';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from './test-databases';

export interface TestEventStore {
  name: 'pglite' | 'postgres';
  /** A migrated event store on a fresh database; `dispose` closes (and on PostgreSQL drops) it. */
  create(): Promise<{ store: EventStore; db: SqlDatabase; openWriter: () => Promise<EventStore>; dispose: () => Promise<void> }>;
}

/** One SQL event store per entry of `testDatabases()`. */
export const testEventStores = (): TestEventStore[] =>
  testDatabases().map((target) => ({
    name: target.name,
    async create() {
      const { db, url, dispose } = await target.create();
      const writerConnections: SqlDatabase[] = [];
      // On PostgreSQL, connections of its own, as another process would have; PGlite has one.
      const openWriter = async () => {
        const connections = url ? await openPostgresDatabase(url) : db;
        if (url) writerConnections.push(connections);
        return openEventStore(connections);
      };
      const disposeAll = async () => {
        await Promise.all(writerConnections.map((connections) => connections.close()));
        await dispose();
      };
      try {
        return { store: await openEventStore(db), db, openWriter, dispose: disposeAll };
      } catch (error) {
        await dispose();
        throw error;
      }
    },
  }));
