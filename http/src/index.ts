export { XSRF_COOKIE, XSRF_HEADER, newXsrfToken, needsXsrfCheck, xsrfTokenMatches } from './xsrf/xsrf-token';
export { applyXsrfRules, type HttpExchange } from './xsrf/xsrf-rule';
export { SESSION_COOKIE, clearSessionCookie, handOutSessionCookie, sessionTokenOf, setSiteCookie, type SiteCookie } from './cookies/site-cookies';
export { installHttpConventions } from './xsrf/install-http-conventions';
export { SESSIONS, lookupSession, type Sessions } from './session/sessions';
export { SessionGuard, SESSION_EXPIRED } from './session/session.guard';
export { CurrentActor, actorFrom, type Actor, type RequestWithActor } from './session/actor';
export { answerFor, UNEXPECTED_ERROR_MESSAGE, type ErrorAnswer } from './errors/error-answer';
export { ErrorFilter } from './errors/error.filter';
