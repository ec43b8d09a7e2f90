import { createHash } from 'node:crypto';

/** One digest of what makes two requests the same: a key reused for another one is refused. */
export const requestFingerprint = (parts: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');
