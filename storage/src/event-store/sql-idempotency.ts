import type { SqlExecutor } from '../sql/sql-database';
import type { AppendResult, IdempotentAppend, StoredAnswer } from './event-store';

export interface AnsweredAppend {
  idempotency: IdempotentAppend;
  result: AppendResult;
}

/**
 * The group's statement reserved each key with its events; its answer needs their positions,
 * so it follows in the same transaction: a key never commits without its answer.
 */
export const storeAnswers = async (tx: SqlExecutor, answered: readonly AnsweredAppend[]): Promise<void> => {
  const answers = answered.map(({ idempotency, result }) => {
    const { statusCode, body } = idempotency.answerOf(result);
    return { actorId: idempotency.actorId, key: idempotency.key, statusCode, body };
  });
  await tx.query(
    `UPDATE idempotency_keys AS stored SET status_code = answer."statusCode", response = answer.body
     FROM jsonb_to_recordset($1::jsonb) AS answer("actorId" text, key text, "statusCode" smallint, body jsonb)
     WHERE stored.actor_id = answer."actorId" AND stored.key = answer.key`,
    [JSON.stringify(answers)],
  );
};

export const readStoredAnswer = async (db: SqlExecutor, actorId: string, key: string): Promise<StoredAnswer | undefined> => {
  const { rows } = await db.query<{ request_hash: string; status_code: number | null; response: unknown }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE actor_id = $1 AND key = $2 AND status_code IS NOT NULL',
    [actorId, key],
  );
  const row = rows[0];
  return row ? { requestHash: row.request_hash, statusCode: Number(row.status_code), body: row.response } : undefined;
};
