export { identityMigrations } from './identity-migrations';
export { createUserStore, type UserStore, type UserAccount, type NewUserAccount, type AccountStanding } from './user-store';
export { createSessionStore, type SessionStore, type SessionLookup, DEFAULT_SESSION_TTL_MS } from './session-store';
