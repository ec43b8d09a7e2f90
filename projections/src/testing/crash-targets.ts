import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDatabase, openPostgresDatabase, type SqlDatabase } from '@careledger/storage';
import type { TestDatabase } from '@careledger/storage/testing';

/** A database a child process can open by name: a PostgreSQL URL or a PGlite folder. */
export interface CrashTarget {
  env: Record<string, string>;
  /** Opens it in this process; close what it returns before a child opens a PGlite folder. */
  open(): Promise<SqlDatabase>;
  /** Runs `work` on a connection tuned for bulk appends only. */
  seed<T>(work: (db: SqlDatabase) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

const pgliteTarget = (): CrashTarget => {
  const dataDir = mkdtempSync(join(tmpdir(), 'careledger-crash-'));
  const open = () => openPgliteDatabase(dataDir);
  return {
    env: { DATA_DIR: dataDir },
    open,
    async seed(work) {
      const db = await open();
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
};

const postgresTarget = async (testDatabase: TestDatabase): Promise<CrashTarget> => {
  const created = await testDatabase.create();
  const url = created.url ?? '';
  const name = new URL(url).pathname.slice(1);
  return {
    env: { DATABASE_URL: url },
    open: () => openPostgresDatabase(url),
    async seed(work) {
      // Only the seeding skips the WAL flush per commit: the test kills the client, not the server.
      await created.db.exec(`ALTER DATABASE ${name} SET synchronous_commit = off`);
      const db = await openPostgresDatabase(url);
      try {
        return await work(db);
      } finally {
        await db.close();
        await created.db.exec(`ALTER DATABASE ${name} RESET synchronous_commit`);
      }
    },
    dispose: created.dispose,
  };
};

export const crashTarget = (testDatabase: TestDatabase): Promise<CrashTarget> =>
  testDatabase.name === 'postgres' ? postgresTarget(testDatabase) : Promise.resolve(pgliteTarget());
