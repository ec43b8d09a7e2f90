import type { FastifyReply, FastifyRequest } from 'fastify';

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

export const setSiteCookie = (reply: FastifyReply, name: string, value: string, { httpOnly, maxAge }: SiteCookie): void => {
  void reply.setCookie(name, value, { path: '/', sameSite: 'lax', httpOnly, ...(maxAge === undefined ? {} : { maxAge }) });
};

export const handOutSessionCookie = (reply: FastifyReply, token: string): void => setSiteCookie(reply, SESSION_COOKIE, token, { httpOnly: true });

export const clearSessionCookie = (reply: FastifyReply): void => {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
};

export const sessionTokenOf = (request: Pick<FastifyRequest, 'cookies'>): string | undefined => request.cookies[SESSION_COOKIE];
