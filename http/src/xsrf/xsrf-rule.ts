import { XSRF_COOKIE, XSRF_HEADER, needsXsrfCheck, newXsrfToken, sessionXsrfToken, xsrfTokenMatches } from './xsrf-token';

/** The parts of an HTTP exchange the XSRF rule reads and writes, whatever the framework. */
export interface HttpExchange {
  method: string;
  cookies: Record<string, string | undefined>;
  /** The token of the session cookie, if the request carries one. */
  sessionToken: string | undefined;
  header(name: string): string | undefined;
  setCookie(name: string, value: string, options: { httpOnly: boolean }): void;
}

/**
 * DESIGN.md section 5: every response hands out an XSRF-TOKEN cookie, and a state-changing
 * request must echo it in X-XSRF-TOKEN. With a session the token must be that session's own
 * (and the cookie is replaced when it is not); without one, a random token echoed is enough.
 * Returns false when the request must be refused.
 */
export const applyXsrfRules = (exchange: HttpExchange, secret: string): boolean => {
  const cookieToken = exchange.cookies[XSRF_COOKIE];
  const expected = exchange.sessionToken ? sessionXsrfToken(secret, exchange.sessionToken) : cookieToken;
  if (expected === undefined || expected === '') exchange.setCookie(XSRF_COOKIE, newXsrfToken(), { httpOnly: false });
  else if (expected !== cookieToken) exchange.setCookie(XSRF_COOKIE, expected, { httpOnly: false });
  if (!needsXsrfCheck(exchange.method)) return true;
  return xsrfTokenMatches(expected, exchange.header(XSRF_HEADER));
};
