import { createHash } from 'node:crypto';
import type { Migration } from '../migrations/migrations';
import type { SqlExecutor } from '../sql/sql-database';

export const idempotencyMigrations: Migration[] = [
  {
    id: 'idempotency/001-keys',
    sql: `
      CREATE TABLE idempotency_keys (
        actor_id text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status_code smallint,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (actor_id, key)
      );
    `,
  },
];

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

export type IdempotencyClaim =
  /** First use of the key: run the command, then `complete` or `release`. */
  | { status: 'claimed' }
  | { status: 'replay'; response: StoredResponse }
  /** The key was used for a different request. */
  | { status: 'mismatch' }
  /** The first request with this key has not answered yet. */
  | { status: 'in_progress' };

export const requestFingerprint = (parts: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export const createIdempotencyStore = (db: SqlExecutor) => ({
  async claim(actorId: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
    const inserted = await db.query(
      `INSERT INTO idempotency_keys (actor_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (actor_id, key) DO NOTHING`,
      [actorId, key, requestHash],
    );
    if (inserted.affectedRows === 1) return { status: 'claimed' };
    const { rows } = await db.query<{ request_hash: string; status_code: number | null; response: unknown }>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE actor_id = $1 AND key = $2',
      [actorId, key],
    );
    const row = rows[0];
    if (!row) return this.claim(actorId, key, requestHash);
    if (row.request_hash !== requestHash) return { status: 'mismatch' };
    if (row.status_code === null) return { status: 'in_progress' };
    return { status: 'replay', response: { statusCode: row.status_code, body: row.response } };
  },

  async complete(actorId: string, key: string, response: StoredResponse): Promise<void> {
    await db.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE actor_id = $1 AND key = $2', [
      actorId,
      key,
      response.statusCode,
      JSON.stringify(response.body),
    ]);
  },

  /** A refused command stored nothing, so its key may be used again. */
  async release(actorId: string, key: string): Promise<void> {
    await db.query('DELETE FROM idempotency_keys WHERE actor_id = $1 AND key = $2 AND status_code IS NULL', [actorId, key]);
  },
});

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
