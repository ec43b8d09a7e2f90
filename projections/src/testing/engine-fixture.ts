import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import type { TestDatabase } from '@careledger/storage/testing';
import { projectionMigrations } from '../projection-migrations';
import { metadata } from './assessment-events';
import { readRows } from './projection-spec';

export interface EngineFixture {
  db: SqlDatabase;
  store: EventStore;
  /** Appends `count` events of `type`, one stream each; answers the last position. */
  append(count: number, type?: string): Promise<number>;
  /** The positions a ledger projector holds, in order. */
  ledger(table: string): Promise<number[]>;
  checkpoint(projector: string): Promise<number>;
}

/** One migrated database and store per test file; tests tell their data apart by projector name. */
export const engineFixture = (testDatabase: TestDatabase): EngineFixture => {
  let dispose: () => Promise<void>;
  const fixture = {} as EngineFixture;
  beforeAll(async () => {
    const created = await testDatabase.create();
    dispose = created.dispose;
    await runMigrations(created.db, [...allStorageMigrations, ...projectionMigrations]);
    const store = await openEventStore(created.db);
    Object.assign(fixture, {
      db: created.db,
      store,
      async append(count: number, type = 'Counted') {
        let last = 0;
        for (let n = 0; n < count; n += 1) {
          const event = { type, data: { n }, metadata: metadata(new Date().toISOString()) };
          last = (await store.append(`counter-${randomUUID()}`, [event], 'no_stream')).lastGlobalPosition;
        }
        return last;
      },
      ledger: async (table: string) => (await readRows(created.db, table, 'position')).map((row) => Number(row.position)),
      async checkpoint(projector: string) {
        const { rows } = await created.db.query<{ position: number | string }>('SELECT position FROM checkpoints WHERE projector = $1', [projector]);
        return Number(rows[0]?.position ?? 0);
      },
    });
  });
  afterAll(() => dispose());
  return fixture;
};

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
