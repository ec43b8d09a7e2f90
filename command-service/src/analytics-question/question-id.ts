import { createHash, randomUUID } from 'node:crypto';

/** The namespace of saved-question ids (a UUID of its own, so no other name-based id can equal one). */
const QUESTION_NAMESPACE = Buffer.from('3b8e0f52c1d94a6e9f27d4a0b5c6e7f8', 'hex');

/**
 * A new question's id. Under an Idempotency-Key it is derived from the actor and the key (RFC 9562
 * version 5), so a retried save answers the id of the question the first one saved; else random.
 */
export const newQuestionIdOf = (actorId: string, idempotencyKey: string | undefined): string => {
  if (idempotencyKey === undefined) return randomUUID();
  const hash = createHash('sha1').update(QUESTION_NAMESPACE).update(`${actorId}\n${idempotencyKey}`, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
