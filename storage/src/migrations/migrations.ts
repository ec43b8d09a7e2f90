import type { SqlDatabase } from '../sql/sql-database';

/** A versioned schema change. `id` is unique across owners, e.g. `event-store/001-events`. */
export interface Migration {
  id: string;
  sql: string;
}

// Any constant works: it only keeps two processes from migrating the same database at once.
const MIGRATION_LOCK = 7_140_221;

/** Applies, in order and once each, the migrations this database has not seen yet. */
export const runMigrations = async (db: SqlDatabase, migrations: readonly Migration[]): Promise<string[]> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const pending = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    }
    return pending.map((migration) => migration.id);
  });
