export type { SqlDatabase, SqlExecutor, SqlResult } from './sql-database';
export { openPgliteDatabase } from './pglite-database';
export { openPostgresDatabase } from './postgres-database';
export { databaseConfigFromEnv, openDatabase, type DatabaseConfig } from './open-database';
export { DatabaseUnavailable, isConnectionLoss } from './database-unavailable';
export { DataDirInUse } from './data-dir-lock';
export { keepUp, PGLITE_UPKEEP_MS, type Upkeep } from './pglite-upkeep';
