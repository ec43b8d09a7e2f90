import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors, tableNames, type Projector } from '@careledger/projections';
import { openEventStore, type SqlDatabase } from '@careledger/storage';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const SUFFIX = '_replay';
const BATCH = 1_000;

/** Every row of a table as JSON text, in a stable order: two tables hold the same rows iff these are equal. */
const rowsOf = async (db: SqlDatabase, table: string): Promise<string[]> => {
  const { rows } = await db.query<{ row: unknown }>(`SELECT to_jsonb(t) AS row FROM ${table} t`);
  return rows.map((row) => JSON.stringify(typeof row.row === 'string' ? JSON.parse(row.row) : row.row)).sort();
};

/** Replays the whole event log, from the first event, into fresh copies of the projector's tables. */
const replay = async (db: SqlDatabase, projector: Projector): Promise<void> => {
  const store = await openEventStore(db);
  const fresh = tableNames(projector, SUFFIX);
  await db.transaction((tx) => tx.exec(projector.createTables(SUFFIX)));
  const head = await store.headPosition();
  for (let from = 1; from <= head; from += BATCH) {
    const handled = (await store.readAll({ fromPosition: from, limit: BATCH })).filter((event) => projector.handles(event.type));
    if (handled.length > 0) await db.transaction((tx) => projector.apply(tx, handled, fresh));
  }
};

describe.each(testDatabases())('every read model equals a replay of the demo history on $name', (database) => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 40 });
    await stack.waitForProjections();
  }, 400_000);
  afterAll(async () => stack?.stop());

  it.each(allProjectors.map((projector) => [projector.name, projector] as const))('%s', async (_name, projector) => {
    const { db } = stack.careledger;
    await replay(db, projector);
    for (const table of projector.tables) {
      const live = await rowsOf(db, table);
      expect(live.length, `${table} has rows`).toBeGreaterThan(0);
      expect(await rowsOf(db, `${table}${SUFFIX}`), table).toEqual(live);
    }
  });
});
