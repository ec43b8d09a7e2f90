export type { SqlDatabase, SqlExecutor, SqlResult } from './sql-database';
export { openPgliteDatabase } from './pglite-database';
export { openPostgresDatabase } from './postgres-database';
export { openDatabase, type DatabaseConfig } from './open-database';
