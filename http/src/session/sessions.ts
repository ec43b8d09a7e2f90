import { SESSION_COOKIE, type SessionLookup, type SessionStore } from '@careledger/storage';

/**
 * The session store the SessionGuard reads. Each service module provides it from its own
 * infrastructure, so the guard depends on sessions only, not on a service's whole setup.
 */
export const SESSIONS = Symbol('Sessions');

export type Sessions = Pick<SessionStore, 'lookup'>;

/** The session named by the request's session cookie, for routes a visitor may also call. */
export const lookupSession = (sessions: Sessions, request: { cookies: Record<string, string | undefined> }): Promise<SessionLookup> =>
  sessions.lookup(request.cookies[SESSION_COOKIE]);
