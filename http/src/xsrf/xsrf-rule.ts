import { XSRF_COOKIE, XSRF_HEADER, needsXsrfCheck, newXsrfToken, xsrfTokenMatches } from './xsrf-token';

/** The parts of an HTTP exchange the XSRF rule reads and writes, whatever the framework. */
export interface HttpExchange {
  method: string;
  cookies: Record<string, string | undefined>;
  header(name: string): string | undefined;
  setCookie(name: string, value: string, options: { httpOnly: boolean }): void;
}

/**
 * DESIGN.md section 5: every response hands out an XSRF-TOKEN cookie when the client has none,
 * and a state-changing request must echo it in X-XSRF-TOKEN. Returns false when it does not.
 */
export const applyXsrfRules = (exchange: HttpExchange): boolean => {
  const cookieToken = exchange.cookies[XSRF_COOKIE];
  if (!cookieToken) exchange.setCookie(XSRF_COOKIE, newXsrfToken(), { httpOnly: false });
  if (!needsXsrfCheck(exchange.method)) return true;
  return xsrfTokenMatches(cookieToken, exchange.header(XSRF_HEADER));
};
