import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpSettingsOf } from '../settings/http-settings';
import { XSRF_COOKIE, sessionXsrfToken } from '../xsrf/xsrf-token';

export const SESSION_COOKIE = 'careledger_session';

/**
 * Every cookie of ours covers the whole site; `lax` keeps it off cross-site posts yet sends it
 * when someone follows a link in.
 */
export interface SiteCookie {
  /** False only for a cookie the console's script must read (the XSRF token). */
  httpOnly: boolean;
  /** Seconds; without it the cookie ends with the browser session. */
  maxAge?: number;
}

/** `Secure` when the deployment says so, or when the request came over HTTPS (through a trusted proxy too). */
const secureFor = (reply: Pick<FastifyReply, 'server' | 'request'>): boolean => httpSettingsOf(reply).secureCookies || reply.request.protocol === 'https';

const placement = (reply: Pick<FastifyReply, 'server' | 'request'>) => ({ path: '/', sameSite: 'lax' as const, ...(secureFor(reply) ? { secure: true } : {}) });

export const setSiteCookie = (reply: FastifyReply, name: string, value: string, { httpOnly, maxAge }: SiteCookie): void => {
  void reply.setCookie(name, value, { ...placement(reply), httpOnly, ...(maxAge === undefined ? {} : { maxAge }) });
};

/** A new session comes with its own XSRF token, replacing whatever token the client had before. */
export const handOutSessionCookie = (reply: FastifyReply, token: string): void => {
  setSiteCookie(reply, SESSION_COOKIE, token, { httpOnly: true });
  setSiteCookie(reply, XSRF_COOKIE, sessionXsrfToken(httpSettingsOf(reply).xsrfSecret, token), { httpOnly: false });
};

export const clearSessionCookie = (reply: FastifyReply): void => {
  void reply.clearCookie(SESSION_COOKIE, placement(reply));
};

export const sessionTokenOf = (request: Pick<FastifyRequest, 'cookies'>): string | undefined => request.cookies[SESSION_COOKIE];
