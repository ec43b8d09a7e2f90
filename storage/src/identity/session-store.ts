import { createHash, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../sql/sql-database';
import { createUserStore, type UserAccount } from './user-store';

export const SESSION_COOKIE = 'careledger_session';
export const DEFAULT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export type SessionLookup =
  | { status: 'active'; user: UserAccount }
  /** The cookie names a session that ended: the client must sign in again (HTTP 419). */
  | { status: 'expired' }
  | { status: 'none' };

// Only a hash of the token is stored, so a read of the table cannot be replayed as a sign-in.
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createSessionStore = (db: SqlExecutor, ttlMs = DEFAULT_SESSION_TTL_MS) => {
  const users = createUserStore(db);
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
      const { rows } = await db.query<{ user_id: string; expires_at: Date }>(
        'SELECT user_id, expires_at FROM sessions WHERE token_hash = $1',
        [hashToken(token)],
      );
      const session = rows[0];
      if (!session || new Date(session.expires_at) <= now) return { status: 'expired' };
      const user = await users.findById(session.user_id);
      if (!user || user.status !== 1) return { status: 'expired' };
      // Sliding expiry: a session in use stays open.
      await db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
        hashToken(token),
        now,
        new Date(now.getTime() + ttlMs),
      ]);
      return { status: 'active', user };
    },

    async close(token: string | undefined): Promise<void> {
      if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
    },
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
