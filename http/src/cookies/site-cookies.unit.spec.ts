import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, clearSessionCookie, handOutSessionCookie, sessionTokenOf, setSiteCookie } from './site-cookies';

const replyRecorder = () => {
  const calls: unknown[][] = [];
  const reply = {
    setCookie: (...args: unknown[]) => calls.push(['set', ...args]),
    clearCookie: (...args: unknown[]) => calls.push(['clear', ...args]),
  } as unknown as FastifyReply;
  return { reply, calls };
};

describe('our cookies', () => {
  it('hands out the session cookie to the whole site, out of reach of scripts and cross-site posts', () => {
    const { reply, calls } = replyRecorder();
    handOutSessionCookie(reply, 'token-1');
    expect(calls).toEqual([['set', SESSION_COOKIE, 'token-1', { path: '/', sameSite: 'lax', httpOnly: true }]]);
  });

  it('clears the session cookie where it was set', () => {
    const { reply, calls } = replyRecorder();
    clearSessionCookie(reply);
    expect(calls).toEqual([['clear', SESSION_COOKIE, { path: '/' }]]);
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

  it('reads the session token from the session cookie only', () => {
    expect(sessionTokenOf({ cookies: { [SESSION_COOKIE]: 'token-1', other: 'x' } })).toBe('token-1');
    expect(sessionTokenOf({ cookies: { other: 'x' } })).toBeUndefined();
  });
});
