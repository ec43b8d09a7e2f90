/** What an `Authorization` header says: nothing, a bearer token, or something this server does not take. */
export type BearerHeader = { kind: 'none' } | { kind: 'bearer'; token: string } | { kind: 'malformed' };

const BEARER = /^Bearer +(\S+) *$/i;

export const bearerOf = (authorization: string | string[] | undefined): BearerHeader => {
  if (authorization === undefined) return { kind: 'none' };
  if (Array.isArray(authorization)) return { kind: 'malformed' };
  const match = BEARER.exec(authorization);
  return match ? { kind: 'bearer', token: match[1]! } : { kind: 'malformed' };
};

/**
 * Whether a request authenticates with an API key rather than a session. Such a request needs no
 * XSRF echo nor X-Requested-With (DESIGN.md section 5): a browser never adds an Authorization
 * header to a request another site makes it send, and the session cookie is not read for it.
 */
export const carriesApiKey = (authorization: string | string[] | undefined): boolean => bearerOf(authorization).kind !== 'none';
