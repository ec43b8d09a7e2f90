export { identityMigrations } from './identity-migrations';
export { createUserStore, type UserStore, type UserAccount, type NewUserAccount, type AccountStanding } from './user-store';
export { createSessionStore, type SessionStore, type SessionLookup, SESSION_COOKIE, DEFAULT_SESSION_TTL_MS } from './session-store';
export { XSRF_COOKIE, XSRF_HEADER, newXsrfToken, needsXsrfCheck, xsrfTokenMatches } from './csrf';
export { applyXsrfRules, lookupSession, type HttpExchange } from './http-session';
export { installHttpConventions } from './fastify-http-conventions';
