import type { SessionLookup, SessionStore } from '@careledger/storage';
import type { FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../cookies/site-cookies';

/**
 * The session store the SessionGuard reads. Each service module provides it from its own
 * infrastructure, so the guard depends on sessions only, not on a service's whole setup.
 */
export const SESSIONS = Symbol('Sessions');

export type Sessions = Pick<SessionStore, 'lookup'>;

/** The session named by the request's session cookie, for routes a visitor may also call. */
export const lookupSession = (sessions: Sessions, request: Pick<FastifyRequest, 'cookies'>): Promise<SessionLookup> => sessions.lookup(sessionTokenOf(request));
