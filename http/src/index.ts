export { XSRF_COOKIE, XSRF_HEADER, newXsrfToken, needsXsrfCheck, sessionXsrfToken, xsrfTokenMatches } from './xsrf/xsrf-token';
export { needsRequestedWith, requestedWithAccepted } from './xsrf/requested-with';
export { contentSecurityPolicy, securityHeaders } from './headers/security-headers';
export { DEFAULT_API_KEY_RATE_LIMIT, httpSettingsFrom, httpSettingsOf, type HttpSettings } from './settings/http-settings';
export { applyXsrfRules, type HttpExchange } from './xsrf/xsrf-rule';
export { SESSION_COOKIE, clearSessionCookie, handOutSessionCookie, sessionTokenOf, setSiteCookie, type SiteCookie } from './cookies/site-cookies';
export { installHttpConventions } from './install-http-conventions';
export { SESSIONS, lookupSession, type Sessions } from './session/sessions';
export { SessionGuard, SESSION_EXPIRED, actorOfKey } from './session/session.guard';
export { API_KEYS, API_KEY_SCOPE, ApiKeyScope, type ApiKeyAccess } from './api-key/api-key-scope';
export { bearerOf, carriesApiKey, type BearerHeader } from './api-key/bearer';
export { apiKeyRateLimiter, inProcessRateLimiter, type ApiKeyRateLimiter, type RateDecision, type SharedRateCounter } from './api-key/rate-limit';
export { redisRateCounter } from './api-key/redis-rate-counter';
export { CurrentActor, actorFrom, type Actor, type RequestWithActor } from './session/actor';
export { answerFor, UNEXPECTED_ERROR_MESSAGE, type ErrorAnswer } from './errors/error-answer';
export { ErrorFilter } from './errors/error.filter';
export { readModelBehind, readModelFailing, ReadModelUnavailable, type ReadModelUnavailableCode } from './errors/read-model-unavailable';
export { MIN_POSITION_HEADER, readingFresh, readsMustBeFresh } from './read-your-writes/fresh-reads';
export { settingOrExit } from './settings/setting-or-exit';
export { DEFAULT_MAX_PROJECTION_LAG, healthSettingsFrom, type HealthSettings } from './health/health-settings';
export {
  projectionCheck,
  readiness,
  readyAnswer,
  timedCheck,
  type CheckResult,
  type ProjectionCheck,
  type ProjectionLag,
  type Readiness,
  type ReadinessProbes,
  type ReadyAnswer,
  type ReadyChecks,
} from './health/readiness';
export { databaseProbe } from './health/database-probe';
export { HealthHttp, HealthModule } from './health/health.http';
export { stopOnSignals, type StopOnSignalsOptions } from './process/stop-on-signals';
export { ConsoleModule } from './console/console.module';
export { processModule } from './process/process-module';
export { FORBIDDEN_TARGET_RULE, isForbiddenAddress, resolveWebhookHost, webhookTargetProblem, webhookTargetSettingsFrom, type WebhookTargetSettings } from './outbound/webhook-target';
export { sendWebhook, type WebhookRequest, type WebhookResponse } from './outbound/send-webhook';
export { webhookSettingsFrom, type WebhookSettings } from './outbound/webhook-settings';
export {
  Answers,
  AnswersNothing,
  AnswersText,
  AnswersThroughReply,
  Refuses,
  TakesBody,
  refusalsOf,
  openApiSchemaOf,
  componentSchemas,
  withNullableTyped,
  withReadDescriptions,
  withPathParametersDeclared,
  withSharedRefusals,
  withSchemasConverted,
  withWebhookCallbacks,
  serveApiReference,
  type RefusalStatus,
} from './openapi';
