export { identityMigrations } from './identity-migrations';
export { createUserStore, type UserStore, type UserAccount, type NewUserAccount, type AccountStanding } from './user-store';
export { createSessionStore, type SessionStore, type SessionLookup, DEFAULT_SESSION_TTL_MS } from './session-store';
export { createSignInThrottle, DEFAULT_SIGN_IN_LIMITS, type SignInThrottle, type SignInAttempt, type SignInLimits, type SignInSubjects } from './sign-in-throttle';
export { serverSecret } from './server-secrets';
export { openSessionStore, SESSION_CACHE_MS, type CachedSessionStore } from './session-cache';
export { createApiKeyStore, hashApiKeySecret, type ApiKeyIdentity, type ApiKeyLookup, type ApiKeyOwner, type ApiKeyRow, type ApiKeyStore, type ApiKeyUses, type NewApiKey } from './api-key-store';
export { openApiKeyStore, API_KEY_CACHE_MS, API_KEY_USE_FLUSH_MS, type CachedApiKeyStore } from './api-key-cache';
