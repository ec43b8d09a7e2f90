import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import type { SqlDatabase } from './sql-database';

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; when absent too, PGlite runs in memory. */
  dataDir?: string;
}

export const openDatabase = (config: DatabaseConfig): Promise<SqlDatabase> =>
  config.databaseUrl ? openPostgresDatabase(config.databaseUrl) : openPgliteDatabase(config.dataDir);
