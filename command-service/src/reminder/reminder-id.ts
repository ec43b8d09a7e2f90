import { createHash } from 'node:crypto';

/** The namespace of reminder ids (a UUID of its own, so no other name-based id can equal one). */
const REMINDER_NAMESPACE = Buffer.from('6f1c2a4e9b3d4c7a8e5f0a1b2c3d4e5f', 'hex');

/**
 * The reminder's record id, derived from its idempotency key as a name-based UUID (RFC 9562
 * version 5: SHA-1 of namespace and name): the same key always names the same stream, so a
 * reminder created twice is refused by its decider even where the stored key were gone.
 */
export const reminderIdOf = (key: string): string => {
  const hash = createHash('sha1').update(REMINDER_NAMESPACE).update(key, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
