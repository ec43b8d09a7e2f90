import { createHash, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../sql/sql-database';
import { toAccount, type UserAccount, type UserRow } from './user-store';

export const DEFAULT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const SLIDE_EVERY_MS = 60_000;

export type SessionLookup =
  | { status: 'active'; user: UserAccount }
  /** The cookie names a session that ended: the client must sign in again (HTTP 419). */
  | { status: 'expired' }
  | { status: 'none' };

// Only a hash of the token is stored, so a read of the table cannot be replayed as a sign-in.
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createSessionStore = (db: SqlExecutor, ttlMs = DEFAULT_SESSION_TTL_MS) => {
  return {
    async open(userId: string, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.query('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        hashToken(token),
        userId,
        new Date(now.getTime() + ttlMs),
      ]);
      return token;
    },

    async lookup(token: string | undefined, now = new Date()): Promise<SessionLookup> {
      if (!token) return { status: 'none' };
      const tokenHash = hashToken(token);
      const { rows } = await db.query<UserRow & { expires_at: Date; last_seen_at: Date }>(
        `SELECT u.*, s.expires_at, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
        [tokenHash],
      );
      const row = rows[0];
      if (!row || new Date(row.expires_at) <= now || row.status !== 1) return { status: 'expired' };
      // Sliding expiry, written at most once a minute: a read must not cost a write every time.
      if (now.getTime() - new Date(row.last_seen_at).getTime() > SLIDE_EVERY_MS) {
        await db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
          tokenHash,
          now,
          new Date(now.getTime() + ttlMs),
        ]);
      }
      return { status: 'active', user: toAccount(row) };
    },

    async close(token: string | undefined): Promise<void> {
      if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
    },

    /** Signs a user out everywhere: their next request answers 419. */
    async closeAllOf(userId: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    },
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
