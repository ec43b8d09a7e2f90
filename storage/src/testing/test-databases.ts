import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPgliteDatabase } from '../sql/pglite-database';
import { openPostgresDatabase } from '../sql/postgres-database';
import type { SqlDatabase } from '../sql/sql-database';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database; `dispose` closes it and, on PostgreSQL, drops it. */
  create(): Promise<{ db: SqlDatabase; url?: string; dispose: () => Promise<void> }>;
}

/** The URL of another database on the same server. */
export const withDatabase = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const postgresTestDatabase = (serverUrl: string): TestDatabase => ({
  name: 'postgres',
  async create() {
    const database = `careledger_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = withDatabase(serverUrl, database);
    const db = await openPostgresDatabase(url);
    return {
      db,
      url,
      async dispose() {
        await db.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  },
});

const pgliteTestDatabase: TestDatabase = {
  name: 'pglite',
  async create() {
    const db = await openPgliteDatabase();
    return { db, dispose: () => db.close() };
  },
};

/** PGlite always; PostgreSQL too when DATABASE_URL names a server. */
export const testDatabases = (): TestDatabase[] => {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? [pgliteTestDatabase, postgresTestDatabase(serverUrl)] : [pgliteTestDatabase];
};
