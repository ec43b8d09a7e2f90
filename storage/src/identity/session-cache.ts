import type { SqlDatabase } from '../sql/sql-database';
import { listenSteadily } from '../sql/steady-listener';
import { SESSION_CHANGES_CHANNEL } from './identity-migrations';
import { credentialCache } from './credential-cache';
import { createSessionStore, hashToken, type SessionLookup, type SessionStore } from './session-store';

/** How long a session found in the database is answered from memory, should a notice ever be missed. */
export const SESSION_CACHE_MS = 5_000;

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
  const cache = credentialCache<SessionLookup>(() => listener.listening(), { lifetimeMs });

  const onNotice = (notice: string) => {
    const separator = notice.indexOf(':');
    const [kind, id] = [notice.slice(0, separator), notice.slice(separator + 1)];
    if (kind === 'token') cache.forgetKey(id);
    else cache.forget((found) => found.status === 'active' && found.user.id === id);
  };
  const listener = await listenSteadily(db, SESSION_CHANGES_CHANNEL, onNotice, () => cache.clear());

  return {
    ...store,
    async lookup(token, now = new Date()) {
      if (!token) return { status: 'none' };
      return cache.lookup(hashToken(token), () => store.lookup(token, now), (found) => found.status === 'active', now.getTime());
    },
    // This process forgets at once; the others hear the database's notice.
    async close(token) {
      if (token) cache.forgetKey(hashToken(token));
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
