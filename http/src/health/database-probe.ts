import type { SqlExecutor } from '@careledger/storage';

/** The database check of `GET /health/ready`: a round trip, nothing read. */
export const databaseProbe = (db: SqlExecutor) => async (): Promise<void> => {
  await db.query('SELECT 1');
};
