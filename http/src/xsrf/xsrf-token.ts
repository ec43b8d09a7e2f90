import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie and header names axios uses by default (SPEC.md section 9). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** A visitor's token, before any session: only a double submit, the cookie echoed in the header. */
export const newXsrfToken = (): string => randomBytes(24).toString('base64url');

/**
 * A session's token is derived from the session, so a cookie and header planted from another
 * session never match this one, and a new sign-in has a new token.
 */
export const sessionXsrfToken = (secret: string, sessionToken: string): string => {
  const key = `${secret}\u0000${sessionToken}`;
  const known = derivedTokens.get(key);
  if (known !== undefined) return known;
  const token = createHmac('sha256', secret).update(`xsrf:${sessionToken}`).digest('base64url');
  if (derivedTokens.size >= DERIVED_TOKENS_KEPT) derivedTokens.delete(derivedTokens.keys().next().value as string);
  derivedTokens.set(key, token);
  return token;
};

/**
 * Every state-changing request of a session derives the same token: kept, so a request costs no
 * HMAC. Bounded (the oldest entry goes first), as a token is only worth keeping while its session is used.
 */
const DERIVED_TOKENS_KEPT = 10_000;
const derivedTokens = new Map<string, string>();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const needsXsrfCheck = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

/** Compared in constant time; an empty token never matches. */
export const xsrfTokenMatches = (cookieToken: string | undefined, headerToken: string | undefined): boolean => {
  if (!cookieToken || !headerToken) return false;
  const cookie = Buffer.from(cookieToken);
  const header = Buffer.from(headerToken);
  return cookie.length === header.length && timingSafeEqual(cookie, header);
};
