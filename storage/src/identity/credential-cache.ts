/** Credentials kept at once; far above the sessions and keys a process serves within one lifetime. */
export const CREDENTIALS_KEPT = 10_000;

export interface CredentialCacheOptions {
  /** How long a lookup is answered from memory, should a notice of its change ever be missed. */
  lifetimeMs: number;
  maxEntries?: number;
}

export interface CredentialCache<Found> {
  /**
   * What `load` found for `key`, answered from memory while fresh. A lookup is kept only when
   * `keep` says so, notices can be heard, and none arrived while it was read.
   */
  lookup(key: string, load: () => Promise<Found>, keep: (found: Found) => boolean, now?: number): Promise<Found>;
  /** A change was announced: the entries it names go, and a lookup read before it is not kept. */
  forget(names: (found: Found, key: string) => boolean): void;
  forgetKey(key: string): void;
  /** Notices could not be heard: nothing read so far can be trusted. */
  clear(): void;
  readonly size: number;
}

interface Entry<Found> {
  readonly found: Found;
  readonly until: number;
}

/**
 * The memory behind the session and API key caches. Entries leave when they expire, not only when
 * their credential is asked for again: a process signs in new sessions all day, and those never
 * used again must not stay. Entries are kept in the order they expire (one lifetime for all), so
 * dropping the expired ones only looks at the oldest.
 */
export const credentialCache = <Found>(
  listening: () => boolean,
  { lifetimeMs, maxEntries = CREDENTIALS_KEPT }: CredentialCacheOptions,
): CredentialCache<Found> => {
  const entries = new Map<string, Entry<Found>>();
  let notices = 0;

  const dropExpired = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.until > now && entries.size <= maxEntries) return;
      entries.delete(key);
    }
  };

  return {
    async lookup(key, load, keep, now = Date.now()) {
      const cached = entries.get(key);
      if (cached && listening() && cached.until > now) return cached.found;
      const noticesBefore = notices;
      const found = await load();
      entries.delete(key);
      if (keep(found) && listening() && notices === noticesBefore) {
        entries.set(key, { found, until: now + lifetimeMs });
        dropExpired(now);
      }
      return found;
    },
    forget(names) {
      notices += 1;
      for (const [key, entry] of entries) if (names(entry.found, key)) entries.delete(key);
    },
    forgetKey(key) {
      notices += 1;
      entries.delete(key);
    },
    clear() {
      notices += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
};
