export { identityMigrations } from './identity-migrations';
export { createUserStore, type UserStore, type UserAccount, type NewUserAccount, type AccountStanding } from './user-store';
export { createSessionStore, type SessionStore, type SessionLookup, DEFAULT_SESSION_TTL_MS } from './session-store';
export { createSignInThrottle, DEFAULT_SIGN_IN_LIMITS, type SignInThrottle, type SignInAttempt, type SignInLimits, type SignInSubjects } from './sign-in-throttle';
export { serverSecret } from './server-secrets';
export { openSessionStore, SESSION_CACHE_MS, type CachedSessionStore } from './session-cache';
