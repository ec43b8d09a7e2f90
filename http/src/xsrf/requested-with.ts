import { needsXsrfCheck } from './xsrf-token';

export const REQUESTED_WITH_HEADER = 'x-requested-with';
const SCRIPTED = 'xmlhttprequest';

/** The API reference is opened in a browser tab, by a plain link. */
const OPEN_TO_LINKS = /^\/api\/docs(?:-json)?(?:[/?#]|$)/;

export interface ApiRequest {
  method: string;
  /** The path and query, as the request line has them. */
  url: string;
  hasSessionCookie: boolean;
  requestedWith: string | undefined;
}

/**
 * DESIGN.md section 5: an `/api` request that changes state, or that carries a session cookie,
 * must say it was sent by a script (`X-Requested-With: XMLHttpRequest`). A form or a link from
 * another site cannot set that header, and a cross-site script cannot send it without a CORS
 * preflight this server never grants. A visitor's reads (searches, landing pages) need nothing.
 */
export const needsRequestedWith = ({ method, url, hasSessionCookie }: Omit<ApiRequest, 'requestedWith'>): boolean =>
  url.startsWith('/api/') && !OPEN_TO_LINKS.test(url) && (hasSessionCookie || needsXsrfCheck(method));

export const requestedWithAccepted = (request: ApiRequest): boolean =>
  !needsRequestedWith(request) || request.requestedWith?.trim().toLowerCase() === SCRIPTED;
