import fastifyCookie from '@fastify/cookie';
import { setSiteCookie } from '../cookies/site-cookies';
import { SESSION_EXPIRED } from '../session/session.guard';
import { applyXsrfRules } from './xsrf-rule';
import type { FastifyInstance } from 'fastify';

/**
 * Installs the cookie parser and the XSRF rule of DESIGN.md section 5 on a fastify instance.
 * A state-changing request without the echoed token gets 419, as an expired session would.
 */
export const installHttpConventions = async (fastify: FastifyInstance): Promise<void> => {
  await fastify.register(fastifyCookie);
  fastify.addHook('onRequest', async (request, reply) => {
    const accepted = applyXsrfRules({
      method: request.method,
      cookies: request.cookies,
      header: (name) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      },
      setCookie: (name, value, options) => setSiteCookie(reply, name, value, options),
    });
    if (!accepted) {
      await reply.status(SESSION_EXPIRED).send({ message: 'The page has expired (missing or wrong XSRF token). Reload and try again.' });
    }
  });
};
