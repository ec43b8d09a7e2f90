import type { SqlDatabase } from '../sql/sql-database';
import { listenSteadily } from '../sql/steady-listener';
import { credentialCache } from './credential-cache';
import { createApiKeyStore, hashApiKeySecret, type ApiKeyLookup, type ApiKeyStore, type ApiKeyUses } from './api-key-store';
import { API_KEY_CHANGES_CHANNEL } from './identity-migrations';

/** How long a key found in the database is answered from memory, should a notice ever be missed. */
export const API_KEY_CACHE_MS = 5_000;
/** How often the uses counted in memory are written, in one statement for every key. */
export const API_KEY_USE_FLUSH_MS = 5_000;

export interface CachedApiKeyStore extends ApiKeyStore {
  /** Counts one use of a key; written with the others of its batch (DESIGN.md section 8). */
  used(id: string, at: Date): void;
  /** Writes the uses counted so far. */
  flushUses(): Promise<void>;
  /** Writes the last uses and stops listening. */
  stop(): Promise<void>;
}

/**
 * API keys answered from memory for a few seconds, as sessions are (`openSessionStore`): a call
 * costs no key query. Revoking is immediate all the same, in every process: the database
 * announces each revoked or removed key (`identity/005-api-keys`) and its entries are dropped.
 * While the notices cannot be heard, nothing is cached. Uses are counted in memory and written in
 * batches.
 */
export const openApiKeyStore = async (db: SqlDatabase, options: { cacheMs?: number; flushMs?: number } = {}): Promise<CachedApiKeyStore> => {
  const store = createApiKeyStore(db);
  const lifetimeMs = options.cacheMs ?? API_KEY_CACHE_MS;
  const cache = credentialCache<ApiKeyLookup>(() => listener.listening(), { lifetimeMs });
  let uses = new Map<string, ApiKeyUses>();

  const forget = (id: string) => cache.forget((found) => found.status === 'active' && found.key.id === id);
  const listener = await listenSteadily(db, API_KEY_CHANGES_CHANNEL, forget, () => cache.clear());

  const flushUses = async () => {
    const batch = uses;
    uses = new Map();
    try {
      await store.recordUses(batch);
    } catch {
      // Counted again with the next batch: a lost write must not lose the uses.
      for (const [id, use] of batch) {
        const later = uses.get(id);
        uses.set(id, later ? { count: later.count + use.count, lastAt: later.lastAt } : use);
      }
    }
  };
  const timer = setInterval(() => void flushUses(), options.flushMs ?? API_KEY_USE_FLUSH_MS);
  timer.unref();

  return {
    ...store,
    async lookup(token) {
      if (!token) return { status: 'none' };
      return cache.lookup(hashApiKeySecret(token), () => store.lookup(token), (found) => found.status === 'active');
    },
    // This process forgets at once; the others hear the database's notice.
    async revoke(id, at) {
      forget(id);
      await store.revoke(id, at);
    },
    async remove(id) {
      forget(id);
      await store.remove(id);
    },
    used(id, at) {
      const earlier = uses.get(id);
      uses.set(id, { count: (earlier?.count ?? 0) + 1, lastAt: at });
    },
    flushUses,
    async stop() {
      clearInterval(timer);
      await flushUses();
      cache.clear();
      await listener.stop();
    },
  };
};
