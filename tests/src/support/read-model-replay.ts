import { tableNames, type Projector } from '@careledger/projections';
import { openEventStore, type SqlDatabase } from '@careledger/storage';

const BATCH = 1_000;

/** Every row of a table as JSON text, in a stable order: two tables hold the same rows iff these are equal. */
export const rowsOf = async (db: SqlDatabase, table: string): Promise<string[]> => {
  const { rows } = await db.query<{ row: unknown }>(`SELECT to_jsonb(t) AS row FROM ${table} t`);
  return rows.map((row) => JSON.stringify(typeof row.row === 'string' ? JSON.parse(row.row) : row.row)).sort();
};

/** Replays the whole event log, from the first event, into fresh copies of the projector's tables (named with `suffix`). */
export const replayInto = async (db: SqlDatabase, projector: Projector, suffix: string): Promise<void> => {
  const store = await openEventStore(db);
  const fresh = tableNames(projector, suffix);
  await db.transaction((tx) => tx.exec(projector.createTables(suffix)));
  const head = await store.headPosition();
  for (let after = 0; after < head; ) {
    const page = (await store.readAll({ after, limit: BATCH })).filter((event) => event.globalPosition <= head);
    const last = page.at(-1);
    if (!last) return;
    const handled = page.filter((event) => projector.handles(event.type));
    if (handled.length > 0) await db.transaction((tx) => projector.apply(tx, handled, fresh));
    after = last.globalPosition;
  }
};
