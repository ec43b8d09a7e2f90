import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreMigrations } from '../event-store/event-store-migrations';
import { runMigrations } from '../migrations/migrations';
import { testDatabases } from '../testing';
import type { SqlDatabase } from './sql-database';
import { keepUp } from './pglite-upkeep';

const pglite = testDatabases().filter((database) => database.name === 'pglite');

describe.each(pglite)('the upkeep autovacuum would do, on $name', (database) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await database.create());
    await runMigrations(db, eventStoreMigrations);
    await db.exec('CREATE TABLE upkept (id int PRIMARY KEY, status int)');
    await db.exec('INSERT INTO upkept SELECT n, n % 7 FROM generate_series(1, 5000) AS n');
  });
  afterAll(async () => dispose());

  /** What the planner believes of a table: -1 until it was first analyzed. */
  const believedRows = async () => Number((await db.query<{ n: number }>("SELECT reltuples AS n FROM pg_class WHERE relname = 'upkept'")).rows[0]?.n);

  it('analyzes the tables PGlite never analyzes by itself', async () => {
    expect(await believedRows()).toBe(-1);
    const upkeep = keepUp(db);
    await upkeep.runNow();
    await upkeep.stop();
    expect(await believedRows()).toBe(5000);
  });
});
