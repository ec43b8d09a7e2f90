import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { SqlDatabase, SqlExecutor, SqlResult } from './sql-database';

const asExecutor = (target: PGlite | Transaction): SqlExecutor => ({
  async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
    const result = await target.query<Row>(text, [...params]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  },
  async exec(text: string): Promise<void> {
    await target.exec(text);
  },
});

/**
 * PGlite runs PostgreSQL in this process: one connection, so transactions are serialized by
 * PGlite itself. `dataDir` undefined means in memory; `snapshot` (a `snapshot()` of another
 * PGlite) is the data it starts from.
 */
export const openPgliteDatabase = async (dataDir?: string, snapshot?: Blob): Promise<SqlDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const db = await PGlite.create({ dataDir, loadDataDir: snapshot }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const executor = asExecutor(db);
  return {
    kind: 'pglite',
    query: executor.query,
    exec: executor.exec,
    transaction: (work) => db.transaction((tx) => work(asExecutor(tx))),
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, onNotify);
      return unlisten;
    },
    snapshot: () => db.dumpDataDir('gzip'),
    async close() {
      await db.close();
      unlock();
    },
  };
};
