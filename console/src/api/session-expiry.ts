/**
 * SPEC.md section 8: a 419 (the session has ended) reloads the page. A session that stays ended
 * answers 419 again after the reload, so the page reloads at most once a minute: the time of the
 * last reload is kept in the tab's session storage, which outlives the reload; within the minute
 * the console says the session has ended and asks to sign in again.
 */
export const RELOAD_KEY = 'careledger.reloadedForExpiredSessionAt';
export const RELOAD_INTERVAL_MS = 60_000;

/** Indirection so tests can observe the reload that jsdom cannot perform. */
export const page = {
  reload: (): void => window.location.reload(),
};

export type ExpiryOutcome = 'reloading' | 'ended';

let reloading = false;
let ended = false;
const listeners = new Set<() => void>();

const lastReload = (): number | undefined => {
  const stored = Number(sessionStorage.getItem(RELOAD_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
};

/** Whether this 419 may reload the page; false when it reloaded for one less than a minute ago. */
const mayReload = (now: number): boolean => {
  try {
    const last = lastReload();
    if (last !== undefined && now - last >= 0 && now - last < RELOAD_INTERVAL_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    // No storage (a private mode, a quota): a reload could not know it was the second. Never reload then.
    return false;
  }
};

export const sessionExpiry = {
  /** What a 419 does: one reload however many calls see it, or the end of the session when the last reload was less than a minute ago. */
  expired(now = Date.now()): ExpiryOutcome {
    if (reloading) return 'reloading';
    if (!ended && mayReload(now)) {
      reloading = true;
      page.reload();
      return 'reloading';
    }
    if (!ended) {
      ended = true;
      listeners.forEach((listener) => listener());
    }
    return 'ended';
  },
  /** True once a 419 came within a minute of the last reload: the console then asks to sign in again. */
  hasEnded: (): boolean => ended,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Test hook: a fresh page (the stored time of the last reload is kept, as a reload keeps it). */
  resetPage(): void {
    reloading = false;
    ended = false;
    listeners.clear();
  },
};
