import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '@careledger/domain';
import { carriesApiKey } from './api-key/bearer';
import { apiKeyRateLimiter } from './api-key/rate-limit';
import { redisRateCounter } from './api-key/redis-rate-counter';
import { answerJson } from './answers/answer-json';
import { bodyRuleErrors } from './body/body-rules';
import { answerFor } from './errors/error-answer';
import { sessionTokenOf, setSiteCookie } from './cookies/site-cookies';
import { securityHeaders } from './headers/security-headers';
import { MIN_POSITION_HEADER, readingFresh } from './read-your-writes/fresh-reads';
import { SESSION_EXPIRED } from './session/session.guard';
import { rememberHttpSettings, type HttpSettings } from './settings/http-settings';
import { REQUESTED_WITH_HEADER, requestedWithAccepted } from './xsrf/requested-with';
import { applyXsrfRules } from './xsrf/xsrf-rule';

const firstValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Installs the cookie parser, the security headers and the request rules of DESIGN.md section 5
 * on a fastify instance: an `/api` call that changes state or carries a session must say it was
 * scripted (403), and a state-changing request must echo its XSRF token (419, as an expired
 * session would); a call with an API key (`Authorization: Bearer`) needs neither. A body that breaks the body rules is refused (400) before any route reads it.
 * A request carrying X-Min-Position reads fresh throughout (`readsMustBeFresh`). The fastify
 * instance must be made with `trustProxy: settings.trustProxy`. With `redisUrl`, API-key calls are
 * counted in Redis, across every process that shares it; else in this process.
 */
export const installHttpConventions = async (fastify: FastifyInstance, settings: HttpSettings, { redisUrl }: { redisUrl?: string } = {}): Promise<void> => {
  const apiKeyRates = apiKeyRateLimiter(settings.apiKeyRequestsPerMinute, redisUrl ? redisRateCounter(redisUrl) : undefined);
  rememberHttpSettings(fastify, settings, apiKeyRates);
  fastify.addHook('onClose', async () => apiKeyRates.close());
  await fastify.register(fastifyCookie);
  fastify.setReplySerializer((payload) => answerJson(payload));
  const headers = securityHeaders(settings);
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.headers(headers);
    // A call with an API key is answered by the key alone (the SessionGuard reads no cookie for it).
    if (carriesApiKey(request.headers.authorization)) return;
    const sessionToken = sessionTokenOf(request);
    const scripted = requestedWithAccepted({
      method: request.method,
      url: request.url,
      hasSessionCookie: sessionToken !== undefined,
      requestedWith: firstValue(request.headers[REQUESTED_WITH_HEADER]),
    });
    if (!scripted) {
      return reply.status(403).send({ message: 'Calls to /api must be sent by a script: add the header X-Requested-With: XMLHttpRequest.' });
    }
    const accepted = applyXsrfRules(
      {
        method: request.method,
        cookies: request.cookies,
        sessionToken,
        header: (name) => firstValue(request.headers[name]),
        setCookie: (name, value, options) => setSiteCookie(reply, name, value, options),
      },
      settings.xsrfSecret,
    );
    if (!accepted) {
      return reply.status(SESSION_EXPIRED).send({ message: 'The page has expired (missing or wrong XSRF token). Reload and try again.' });
    }
  });
  // Why a callback hook: what `done` starts (the other hooks, the route) runs inside the fresh
  // reads' context, so a request that waited for its writes never gets an answer kept from before.
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.headers[MIN_POSITION_HEADER] === undefined) done();
    else readingFresh(done);
  });
  fastify.addHook('preValidation', async (request, reply) => {
    const errors = bodyRuleErrors(request.body);
    if (errors.length === 0) return;
    const answer = answerFor(invalidRequest(errors));
    return reply.status(answer.status).send(answer.body);
  });
};
