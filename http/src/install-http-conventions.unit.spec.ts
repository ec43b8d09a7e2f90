import fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, handOutSessionCookie } from './cookies/site-cookies';
import { installHttpConventions } from './install-http-conventions';
import type { HttpSettings } from './settings/http-settings';
import { XSRF_COOKIE, sessionXsrfToken } from './xsrf/xsrf-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const SCRIPTED = { 'x-requested-with': 'XMLHttpRequest' };

const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server with the conventions and three routes: a read, a change, and a sign-in that opens session `s-1`. */
const serverWith = async (overrides: Partial<HttpSettings> = {}): Promise<FastifyInstance> => {
  const settings: HttpSettings = { xsrfSecret: SECRET, secureCookies: false, trustProxy: false, googleMaps: false, apiKeyRequestsPerMinute: 600, ...overrides };
  const server = fastify({ trustProxy: settings.trustProxy });
  servers.push(server);
  await installHttpConventions(server, settings);
  server.get('/api/things', async (request) => ({ ip: request.ip }));
  server.get('/api/docs-json', async () => ({ openapi: '3.0.0' }));
  server.post('/api/things', async () => ({ changed: true }));
  server.post('/api/login', async (_request, reply) => {
    handOutSessionCookie(reply, 's-1');
    return {};
  });
  server.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  return server;
};

const cookieValue = (setCookies: string[], name: string): string | undefined =>
  setCookies.find((line) => line.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);

const setCookiesOf = (headers: { 'set-cookie'?: string | string[] }): string[] => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

describe('the HTTP conventions', () => {
  it('puts the security headers on every answer, pages and API alike', async () => {
    const server = await serverWith();
    for (const url of ['/', '/api/things', '/no-such-page']) {
      const { headers } = await server.inject({ url, headers: SCRIPTED });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("script-src 'self';");
      expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets the pages load Google Maps only when a key is configured, and pins HTTPS only when cookies are Secure', async () => {
    const { headers } = await (await serverWith({ googleMaps: true, secureCookies: true })).inject({ url: '/' });
    expect(headers['content-security-policy']).toContain("script-src 'self' https://maps.googleapis.com");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('refuses an /api call that changes state or carries a session without X-Requested-With, with 403', async () => {
    const server = await serverWith();
    const visitor = await server.inject({ url: '/api/things' });
    expect(visitor.statusCode).toBe(200);
    const post = await server.inject({ method: 'POST', url: '/api/things', cookies: { [XSRF_COOKIE]: 't' }, headers: { 'x-xsrf-token': 't' } });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toMatch(/X-Requested-With: XMLHttpRequest/);
    const withSession = await server.inject({ url: '/api/things', cookies: { [SESSION_COOKIE]: 's-1' } });
    expect(withSession.statusCode).toBe(403);
    expect((await server.inject({ url: '/api/docs-json', cookies: { [SESSION_COOKIE]: 's-1' } })).statusCode).toBe(200);
    expect((await server.inject({ url: '/', cookies: { [SESSION_COOKIE]: 's-1' } })).statusCode).toBe(200);
    expect((await server.inject({ url: '/api/things', cookies: { [SESSION_COOKIE]: 's-1' }, headers: SCRIPTED })).statusCode).toBe(200);
  });

  it("rotates the XSRF token at sign-in and refuses the visitor's token, or another session's, afterwards", async () => {
    const server = await serverWith();
    const first = await server.inject({ url: '/api/things' });
    const visitorToken = cookieValue(setCookiesOf(first.headers), XSRF_COOKIE) ?? '';
    const login = await server.inject({
      method: 'POST',
      url: '/api/login',
      cookies: { [XSRF_COOKIE]: visitorToken },
      headers: { ...SCRIPTED, 'x-xsrf-token': visitorToken },
    });
    expect(login.statusCode).toBe(200);
    const own = sessionXsrfToken(SECRET, 's-1');
    const cookies = setCookiesOf(login.headers);
    expect(cookieValue(cookies, XSRF_COOKIE)).toBe(own);
    expect(cookies.filter((line) => line.startsWith(`${XSRF_COOKIE}=`))).toHaveLength(1);

    const change = (token: string) =>
      server.inject({ method: 'POST', url: '/api/things', cookies: { [SESSION_COOKIE]: 's-1', [XSRF_COOKIE]: token }, headers: { ...SCRIPTED, 'x-xsrf-token': token } });
    expect((await change(own)).statusCode).toBe(200);
    expect((await change(visitorToken)).statusCode).toBe(419);
    expect((await change(sessionXsrfToken(SECRET, 's-2'))).statusCode).toBe(419);
  });

  it('refuses a body that breaks the body rules before the route runs: 400 naming the field and the rule', async () => {
    const server = await serverWith();
    const post = (payload: string, contentType = 'application/json') =>
      server.inject({ method: 'POST', url: '/api/things', cookies: { [XSRF_COOKIE]: 't' }, headers: { ...SCRIPTED, 'x-xsrf-token': 't', 'content-type': contentType }, payload });
    expect((await post('{"name": "Ada"}')).statusCode).toBe(200);
    for (const [payload, contentType, error] of [
      ['[]', 'application/json', { path: '', message: 'must be a JSON object' }],
      ['Ada', 'text/plain', { path: '', message: 'must be a JSON object' }],
      ['{"name": "A\\u0000"}', 'application/json', { path: 'name', message: 'must not contain NUL characters or unpaired surrogates' }],
      [`{"tags": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`, 'application/json', { path: 'tags', message: 'must not nest objects or arrays more than 32 deep' }],
    ] as const) {
      const refused = await post(payload, contentType);
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: expect.stringMatching(/^The request is not valid: /), code: 'validation_failed', errors: [error] }]);
    }
  });

  it('marks cookies Secure with COOKIE_SECURE, and trusts X-Forwarded-Proto and -For only behind a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const secureByConfig = await (await serverWith({ secureCookies: true })).inject({ url: '/api/things' });
    expect(setCookiesOf(secureByConfig.headers)[0]).toMatch(/; Secure/);

    const direct = await (await serverWith()).inject({ url: '/api/things', headers: forwarded });
    expect(setCookiesOf(direct.headers)[0]).not.toMatch(/Secure/);
    expect(direct.json().ip).toBe('127.0.0.1');

    const proxied = await (await serverWith({ trustProxy: true })).inject({ url: '/api/things', headers: forwarded });
    expect(setCookiesOf(proxied.headers)[0]).toMatch(/; Secure/);
    expect(proxied.json().ip).toBe('203.0.113.7');
  });
});
