import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyXsrfRules, type HttpExchange } from './xsrf-rule';
import { XSRF_COOKIE, XSRF_HEADER, newXsrfToken, sessionXsrfToken, xsrfTokenMatches } from './xsrf-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

interface Recorded {
  exchange: HttpExchange;
  setCookies: { name: string; value: string; httpOnly: boolean }[];
}

const exchange = (method: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}, sessionToken?: string): Recorded => {
  const setCookies: Recorded['setCookies'] = [];
  return {
    setCookies,
    exchange: {
      method,
      cookies,
      sessionToken,
      header: (name) => headers[name],
      setCookie: (name, value, { httpOnly }) => setCookies.push({ name, value, httpOnly }),
    },
  };
};

describe('the XSRF rule', () => {
  it('hands a first-time client a readable XSRF-TOKEN cookie and lets its read through', () => {
    const { exchange: get, setCookies } = exchange('GET');
    expect(applyXsrfRules(get, SECRET)).toBe(true);
    expect(setCookies).toEqual([{ name: XSRF_COOKIE, value: expect.stringMatching(/^[\w-]{32}$/), httpOnly: false }]);
  });

  it('hands out no new cookie when the client already has one', () => {
    const { exchange: get, setCookies } = exchange('GET', { [XSRF_COOKIE]: 'known-token' });
    expect(applyXsrfRules(get, SECRET)).toBe(true);
    expect(setCookies).toEqual([]);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('needs no echo for %s', (method) => {
    expect(applyXsrfRules(exchange(method, { [XSRF_COOKIE]: 'token' }).exchange, SECRET)).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('accepts %s when the header echoes the cookie', (method) => {
    expect(applyXsrfRules(exchange(method, { [XSRF_COOKIE]: 'token-1' }, { [XSRF_HEADER]: 'token-1' }).exchange, SECRET)).toBe(true);
  });

  it.each([
    ['no header', { [XSRF_COOKIE]: 'token-1' }, {}],
    ['a different header', { [XSRF_COOKIE]: 'token-1' }, { [XSRF_HEADER]: 'token-2' }],
    ['a header of another length', { [XSRF_COOKIE]: 'token-1' }, { [XSRF_HEADER]: 'token-12' }],
    ['a header but no cookie', {}, { [XSRF_HEADER]: 'token-1' }],
  ])('refuses a POST with %s', (_case, cookies: Record<string, string>, headers: Record<string, string>) => {
    expect(applyXsrfRules(exchange('POST', cookies, headers).exchange, SECRET)).toBe(false);
  });

  it('refuses a POST without a cookie yet hands one out, so the retry can echo it', () => {
    const { exchange: post, setCookies } = exchange('POST');
    expect(applyXsrfRules(post, SECRET)).toBe(false);
    expect(setCookies.map((cookie) => cookie.name)).toEqual([XSRF_COOKIE]);
  });

  it('never matches empty tokens', () => {
    expect(xsrfTokenMatches('', '')).toBe(false);
    expect(xsrfTokenMatches(undefined, undefined)).toBe(false);
  });

  it('makes a new, unguessable token each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newXsrfToken));
    expect(tokens.size).toBe(50);
  });

  describe('with a session', () => {
    const session = 'session-token-a';
    const own = sessionXsrfToken(SECRET, session);

    it("replaces a visitor's token by the session's own, so the console echoes the right one", () => {
      const { exchange: get, setCookies } = exchange('GET', { [XSRF_COOKIE]: 'visitor-token' }, {}, session);
      expect(applyXsrfRules(get, SECRET)).toBe(true);
      expect(setCookies).toEqual([{ name: XSRF_COOKIE, value: own, httpOnly: false }]);
    });

    it("accepts the session's own token and hands out nothing new", () => {
      const { exchange: post, setCookies } = exchange('POST', { [XSRF_COOKIE]: own }, { [XSRF_HEADER]: own }, session);
      expect(applyXsrfRules(post, SECRET)).toBe(true);
      expect(setCookies).toEqual([]);
    });

    it('refuses a cookie and header pair that match each other but belong to another session', () => {
      const planted = sessionXsrfToken(SECRET, 'session-token-b');
      expect(applyXsrfRules(exchange('POST', { [XSRF_COOKIE]: planted }, { [XSRF_HEADER]: planted }, session).exchange, SECRET)).toBe(false);
      const random = newXsrfToken();
      expect(applyXsrfRules(exchange('POST', { [XSRF_COOKIE]: random }, { [XSRF_HEADER]: random }, session).exchange, SECRET)).toBe(false);
    });

    it('derives another token with another secret or session', () => {
      expect(sessionXsrfToken('another-secret-of-thirty-two-characters', session)).not.toBe(own);
      expect(sessionXsrfToken(SECRET, 'session-token-b')).not.toBe(own);
      expect(own).toMatch(/^[\w-]{43}$/);
    });

    it("derives each session's token as its HMAC however many sessions came and went", () => {
      const hmacOf = (token: string) => createHmac('sha256', SECRET).update(`xsrf:${token}`).digest('base64url');
      const sessions = Array.from({ length: 10_050 }, (_, index) => `session-${index}`);
      for (const token of sessions) expect(sessionXsrfToken(SECRET, token)).toBe(hmacOf(token));
      for (const token of [sessions[0]!, sessions[10_049]!, session]) expect(sessionXsrfToken(SECRET, token)).toBe(hmacOf(token));
    });
  });
});
