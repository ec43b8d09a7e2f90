import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import type { SqlDatabase } from './sql-database';

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; when absent too, PGlite runs in memory. */
  dataDir?: string;
  /** PGlite starts from this copy of another's data (tests start from a seeded database). */
  pgliteSnapshot?: Blob;
  /**
   * PostgreSQL ends a session left inside a transaction this long, freeing its locks: a process
   * that hangs mid-transaction (a projection worker whose lease another took) then blocks no one.
   */
  idleInTransactionMs?: number;
}

export const openDatabase = (config: DatabaseConfig): Promise<SqlDatabase> =>
  config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, undefined, { idleInTransactionMs: config.idleInTransactionMs })
    : openPgliteDatabase(config.dataDir, config.pgliteSnapshot);

/**
 * The database a standalone service names in its environment. No default folder: PGlite serves
 * one process, and the all-in-one `npm start` may hold the default one.
 */
export const databaseConfigFromEnv = (env: NodeJS.ProcessEnv): DatabaseConfig => {
  const config = { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined };
  if (!config.databaseUrl && !config.dataDir) {
    throw new Error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (a PGlite folder no other process has open).');
  }
  return config;
};
