import type { SqlExecutor } from '../sql/sql-database';
import { IdempotencyKeyUsed, type AppendResult, type IdempotentAppend, type StoredAnswer } from './event-store';

/**
 * Reserves the key first thing in the append's transaction. A concurrent append holding the
 * same key makes this insert wait for its commit, then find the key taken: the second request
 * appends nothing and answers what the first stored.
 */
export const reserveKey = async (tx: SqlExecutor, { actorId, key, requestHash }: IdempotentAppend): Promise<void> => {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (actor_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (actor_id, key) DO NOTHING`,
    [actorId, key, requestHash],
  );
  if (inserted.affectedRows !== 1) throw new IdempotencyKeyUsed(actorId, key);
};

/** Same transaction as the events: the key never commits without its answer. */
export const storeAnswer = async (tx: SqlExecutor, idempotency: IdempotentAppend, result: AppendResult): Promise<void> => {
  const { statusCode, body } = idempotency.answerOf(result);
  await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE actor_id = $1 AND key = $2', [
    idempotency.actorId,
    idempotency.key,
    statusCode,
    JSON.stringify(body),
  ]);
};

export const readStoredAnswer = async (db: SqlExecutor, actorId: string, key: string): Promise<StoredAnswer | undefined> => {
  const { rows } = await db.query<{ request_hash: string; status_code: number | null; response: unknown }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE actor_id = $1 AND key = $2 AND status_code IS NOT NULL',
    [actorId, key],
  );
  const row = rows[0];
  return row ? { requestHash: row.request_hash, statusCode: Number(row.status_code), body: row.response } : undefined;
};
