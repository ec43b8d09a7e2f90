import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie and header names axios uses by default (SPEC.md section 9). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export const newXsrfToken = (): string => randomBytes(24).toString('base64url');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const needsXsrfCheck = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

/** Double-submit check: the header must echo the cookie. */
export const xsrfTokenMatches = (cookieToken: string | undefined, headerToken: string | undefined): boolean => {
  if (!cookieToken || !headerToken) return false;
  const cookie = Buffer.from(cookieToken);
  const header = Buffer.from(headerToken);
  return cookie.length === header.length && timingSafeEqual(cookie, header);
};
