/** What the service worker does with one request. */
export type Handling =
  /** Left to the network as if there were no worker: every call, every command, anything not ours. */
  | { kind: 'pass' }
  /** A content-hashed build file or the shell: from the cache, else the network. */
  | { kind: 'cached' }
  /** A page: the network decides (a path may be a page and a call, DESIGN.md section 5); offline, the cached shell. */
  | { kind: 'page' };

export interface RequestFacts {
  url: URL;
  method: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

/** The shell every console route is answered with (http ConsoleFallbackHttp). */
export const SHELL = '/index.html';

/**
 * The calls (`/api/...`) are never the worker's: a command must reach the server or fail where
 * the console can keep it (the outbox), and a read's answer is the session's, not the device's.
 */
export const handlingOf = ({ url, method, mode }: RequestFacts, scopeOrigin: string, precached: ReadonlySet<string>): Handling => {
  if (method !== 'GET' || url.origin !== scopeOrigin) return { kind: 'pass' };
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return { kind: 'pass' };
  if (mode === 'navigate') return { kind: 'page' };
  return precached.has(url.pathname) ? { kind: 'cached' } : { kind: 'pass' };
};

/** The cache of one build: a new build's worker starts a new one and drops the others. */
export const cacheNameOf = (files: readonly string[]): string => {
  // FNV-1a over the file names: they carry content hashes, so the names say what the build is.
  let hash = 0x811c9dc5;
  for (const char of files.join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `careledger-shell-${hash.toString(16).padStart(8, '0')}`;
};
