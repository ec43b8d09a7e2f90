import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { HttpSettings } from '../settings/http-settings';
import { XSRF_COOKIE, sessionXsrfToken } from '../xsrf/xsrf-token';
import { SESSION_COOKIE, clearSessionCookie, handOutSessionCookie, sessionTokenOf, setSiteCookie } from './site-cookies';

const settings: HttpSettings = { xsrfSecret: 'a-secret-of-at-least-thirty-two-characters', secureCookies: false, trustProxy: false, googleMaps: false, apiKeyRequestsPerMinute: 600 };

const replyRecorder = ({ secureCookies = false, protocol = 'http' } = {}) => {
  const calls: unknown[][] = [];
  const reply = {
    server: { careledgerHttp: { ...settings, secureCookies } },
    request: { protocol },
    setCookie: (...args: unknown[]) => calls.push(['set', ...args]),
    clearCookie: (...args: unknown[]) => calls.push(['clear', ...args]),
  } as unknown as FastifyReply;
  return { reply, calls };
};

describe('our cookies', () => {
  it('hands out the session cookie to the whole site, out of reach of scripts and cross-site posts, with its own XSRF token', () => {
    const { reply, calls } = replyRecorder();
    handOutSessionCookie(reply, 'token-1');
    expect(calls).toEqual([
      ['set', SESSION_COOKIE, 'token-1', { path: '/', sameSite: 'lax', httpOnly: true }],
      ['set', XSRF_COOKIE, sessionXsrfToken(settings.xsrfSecret, 'token-1'), { path: '/', sameSite: 'lax', httpOnly: false }],
    ]);
  });

  it('clears the session cookie where it was set', () => {
    const { reply, calls } = replyRecorder();
    clearSessionCookie(reply);
    expect(calls).toEqual([['clear', SESSION_COOKIE, { path: '/', sameSite: 'lax' }]]);
  });

  it('keeps a lifetime only when one is given', () => {
    const { reply, calls } = replyRecorder();
    setSiteCookie(reply, 'visitor', 'v-1', { httpOnly: true, maxAge: 60 });
    setSiteCookie(reply, 'XSRF-TOKEN', 'x-1', { httpOnly: false });
    expect(calls).toEqual([
      ['set', 'visitor', 'v-1', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 }],
      ['set', 'XSRF-TOKEN', 'x-1', { path: '/', sameSite: 'lax', httpOnly: false }],
    ]);
  });

  it.each([
    ['COOKIE_SECURE=true', { secureCookies: true, protocol: 'http' }],
    ['a request over HTTPS', { secureCookies: false, protocol: 'https' }],
  ])('marks every cookie Secure with %s', (_case, options) => {
    const { reply, calls } = replyRecorder(options);
    handOutSessionCookie(reply, 'token-1');
    clearSessionCookie(reply);
    expect(calls.map((call) => call.at(-1))).toEqual([
      expect.objectContaining({ secure: true }),
      expect.objectContaining({ secure: true }),
      expect.objectContaining({ secure: true }),
    ]);
  });

  it('reads the session token from the session cookie only', () => {
    expect(sessionTokenOf({ cookies: { [SESSION_COOKIE]: 'token-1', other: 'x' } })).toBe('token-1');
    expect(sessionTokenOf({ cookies: { other: 'x' } })).toBeUndefined();
  });
});
