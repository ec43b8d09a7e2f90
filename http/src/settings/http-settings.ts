import { serverSecret, type SqlExecutor } from '@careledger/storage';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiKeyRateLimiter } from '../api-key/rate-limit';

/** How this deployment's HTTP edge is set up; read once at start, from the environment. */
export interface HttpSettings {
  /** The key of the XSRF token each session is given; the same in every process of one database. */
  xsrfSecret: string;
  /** `COOKIE_SECURE=true`: every cookie is `Secure`, whatever the request came over. */
  secureCookies: boolean;
  /** `TRUST_PROXY=true`: the client address and protocol come from `X-Forwarded-For` and `X-Forwarded-Proto`. */
  trustProxy: boolean;
  /** `GOOGLE_MAPS_API_KEY` (or the console's `VITE_GOOGLE_MAPS_API_KEY`) set: the pages may load Google Maps. */
  googleMaps: boolean;
  /** `API_KEY_RATE_LIMIT`: calls one API key may make per minute (600 unless set); in all processes together with Redis, else in each. */
  apiKeyRequestsPerMinute: number;
}

export const DEFAULT_API_KEY_RATE_LIMIT = 600;

const apiKeyRateLimitFrom = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_API_KEY_RATE_LIMIT;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`API_KEY_RATE_LIMIT must be a whole number of calls per minute, at least 1 (it is ${value}).`);
  return limit;
};

const MIN_SECRET_LENGTH = 32;

/**
 * `XSRF_SECRET` when set; otherwise a secret generated once and kept in the database, so a
 * development setup needs nothing and every process on one database agrees.
 */
export const httpSettingsFrom = async (env: NodeJS.ProcessEnv, db: SqlExecutor): Promise<HttpSettings> => {
  const configured = env.XSRF_SECRET?.trim();
  if (configured !== undefined && configured !== '' && configured.length < MIN_SECRET_LENGTH) {
    throw new Error(`XSRF_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
  return {
    xsrfSecret: configured || (await serverSecret(db, 'xsrf')),
    secureCookies: env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    googleMaps: Boolean(env.GOOGLE_MAPS_API_KEY?.trim() || env.VITE_GOOGLE_MAPS_API_KEY?.trim()),
    apiKeyRequestsPerMinute: apiKeyRateLimitFrom(env.API_KEY_RATE_LIMIT),
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    careledgerHttp?: HttpSettings;
    careledgerApiKeyRates?: ApiKeyRateLimiter;
  }
}

export const rememberHttpSettings = (fastify: FastifyInstance, settings: HttpSettings, apiKeyRates: ApiKeyRateLimiter): void => {
  fastify.decorate('careledgerHttp', settings);
  // One limiter per server, so both services of `npm start` count a key's calls once.
  fastify.decorate('careledgerApiKeyRates', apiKeyRates);
};

/** The settings installHttpConventions put on the server that is answering. */
export const httpSettingsOf = (reply: Pick<FastifyReply, 'server'>): HttpSettings => {
  const settings = reply.server.careledgerHttp;
  if (!settings) throw new Error('installHttpConventions was not called on this server.');
  return settings;
};

/** The API-key rate limiter installHttpConventions put on the server that is answering. */
export const apiKeyRateLimiterOf = (reply: Pick<FastifyReply, 'server'>): ApiKeyRateLimiter => {
  const limiter = reply.server.careledgerApiKeyRates;
  if (!limiter) throw new Error('installHttpConventions was not called on this server.');
  return limiter;
};
