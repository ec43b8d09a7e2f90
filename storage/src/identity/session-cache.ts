import type { SqlDatabase } from '../sql/sql-database';
import { listenSteadily } from '../sql/steady-listener';
import { SESSION_CHANGES_CHANNEL } from './identity-migrations';
import { createSessionStore, hashToken, type SessionLookup, type SessionStore } from './session-store';

/** How long a session found in the database is answered from memory, should a notice ever be missed. */
export const SESSION_CACHE_MS = 5_000;

interface Cached {
  readonly lookup: Extract<SessionLookup, { status: 'active' }>;
  readonly until: number;
}

export interface CachedSessionStore extends SessionStore {
  /** Stops listening for session changes. */
  stop(): Promise<void>;
}

/**
 * Sessions answered from memory for a few seconds, so a request costs no session query. Ending a
 * session and changing an account are immediate all the same, in every process: the database
 * announces each (`identity/004-session-change-notices`) and the entry is dropped. While the
 * notices cannot be heard (the listening connection was lost), nothing is cached.
 */
export const openSessionStore = async (db: SqlDatabase, lifetimeMs = SESSION_CACHE_MS): Promise<CachedSessionStore> => {
  const store = createSessionStore(db);
  const cache = new Map<string, Cached>();
  /** Counts notices: a lookup read before a notice is not cached after it. */
  let notices = 0;

  const onNotice = (notice: string) => {
    notices += 1;
    const separator = notice.indexOf(':');
    const [kind, id] = [notice.slice(0, separator), notice.slice(separator + 1)];
    if (kind === 'token') cache.delete(id);
    else for (const [key, entry] of cache) if (entry.lookup.user.id === id) cache.delete(key);
  };
  const listener = await listenSteadily(db, SESSION_CHANGES_CHANNEL, onNotice, () => {
    notices += 1;
    cache.clear();
  });

  return {
    ...store,
    async lookup(token, now = new Date()) {
      if (!token) return { status: 'none' };
      const key = hashToken(token);
      const cached = cache.get(key);
      if (cached && listener.listening() && cached.until > now.getTime()) return cached.lookup;
      const noticesBefore = notices;
      const found = await store.lookup(token, now);
      if (found.status === 'active' && listener.listening() && notices === noticesBefore) cache.set(key, { lookup: found, until: now.getTime() + lifetimeMs });
      else cache.delete(key);
      return found;
    },
    // This process forgets at once; the others hear the database's notice.
    async close(token) {
      if (token) cache.delete(hashToken(token));
      notices += 1;
      await store.close(token);
    },
    async closeAllOf(userId) {
      onNotice(`user:${userId}`);
      await store.closeAllOf(userId);
    },
    async stop() {
      cache.clear();
      await listener.stop();
    },
  };
};
