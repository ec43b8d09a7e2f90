import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

describe.each(testDatabases())('sign-in and session rules on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database);
  });
  afterAll(async () => stack?.stop());

  it('hands out an XSRF-TOKEN cookie on the first response', async () => {
    const client = stack.client();
    await client.get('/api/assessment-statuses');
    expect(client.cookie('XSRF-TOKEN')).toMatch(/^[\w-]{20,}$/);
  });

  it('signs in, tells who is signed in, and signs out', async () => {
    const client = await stack.as('agency');
    const details = await client.get('/api/auth-details');
    expect(details.status).toBe(200);
    expect(details.body.user).toMatchObject({ email: 'agency@demo.careledger', roleId: 3 });
    expect(details.body.role).toEqual({ id: 3, name: 'AGENCY' });
    expect(details.body.user.partnerId).toBeNull();
    const partner = await (await stack.as('partner')).get('/api/auth-details');
    expect(partner.body.user).toMatchObject({ email: 'partner@demo.careledger', agencyId: null, partnerId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await client.get('/api/auth-details')).status).toBe(401);
  });

  it('answers 401 without a session and 419 for a session that ended', async () => {
    const client = stack.client();
    expect((await client.get('/api/auth-details')).status).toBe(401);
    client.setCookie('careledger_session', 'no-such-session');
    const expired = await client.get('/api/assessments');
    expect(expired.status).toBe(419);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('refuses a wrong password or an unknown email with the same 401', async () => {
    const client = stack.client();
    await client.get('/api/auth-details');
    const wrong = await client.post('/api/login', { email: 'admin@demo.careledger', password: 'nope' });
    const unknown = await client.post('/api/login', { email: 'nobody@demo.careledger', password: 'demo-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('names the missing or mistyped sign-in fields with 400', async () => {
    const client = stack.client();
    await client.get('/api/auth-details');
    const response = await client.post('/api/login', { email: 42 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'email', message: 'must be a string' },
      { path: 'password', message: 'is required' },
    ]);
  });

  it('answers 419 to a POST that does not echo the XSRF token, and stores nothing', async () => {
    const client = await stack.as('admin');
    const before = await stack.headPosition();
    const response = await client.post(
      '/api/assessments',
      { patientId: '7d7c3b0e-3f5a-4a57-9a43-3c8f0b1a2d10' },
      { withoutXsrf: true },
    );
    expect(response.status).toBe(419);
    expect(await stack.headPosition()).toBe(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const client = await stack.as('admin');
    const response = await fetch(`${stack.careledger.url}/api/assessments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: `careledger_session=${client.cookie('careledger_session')}; XSRF-TOKEN=${client.cookie('XSRF-TOKEN')}`,
        'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
      },
      body: '{"patientId":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('message');
  });

  it('refuses a cookie and header pair planted from another session with 419, and takes the own session\'s token', async () => {
    const partner = await stack.as('partner');
    const other = await stack.as('partner');
    const own = partner.cookie('XSRF-TOKEN') ?? '';
    const planted = other.cookie('XSRF-TOKEN') ?? '';
    expect(own).not.toBe(planted);
    const before = await stack.headPosition();
    partner.setCookie('XSRF-TOKEN', planted);
    const refused = await partner.post('/api/patients', { firstName: 'Pat', lastName: 'Planted' });
    expect(refused.status).toBe(419);
    expect(await stack.headPosition()).toBe(before);
    // The refusal hands the session's own token back, as every answer does, so the console's reload works.
    expect(partner.cookie('XSRF-TOKEN')).toBe(own);
    expect((await partner.post('/api/patients', { firstName: 'Pat', lastName: 'Own' })).status).toBe(201);
  });

  it('gives a new XSRF token at each sign-in', async () => {
    const client = stack.client();
    await client.get('/api/auth-details');
    const visitorToken = client.cookie('XSRF-TOKEN');
    await client.signIn('admin@demo.careledger');
    const first = client.cookie('XSRF-TOKEN');
    await client.signIn('admin@demo.careledger');
    expect(first).not.toBe(visitorToken);
    expect(client.cookie('XSRF-TOKEN')).not.toBe(first);
  });

  it('answers 403 to an /api call with a session or a change but without X-Requested-With; a visitor\'s search needs none', async () => {
    const admin = await stack.as('admin');
    const unscripted = { headers: { 'x-requested-with': '' } };
    expect((await admin.get('/api/assessments', unscripted)).status).toBe(403);
    const visitor = stack.client();
    await visitor.get('/api/auth-details');
    expect((await visitor.post('/api/login', { email: 'admin@demo.careledger', password: 'demo-password' }, unscripted)).status).toBe(403);
    expect((await visitor.get('/api/search/shared-living?place=toronto', unscripted)).status).toBe(200);
    expect((await visitor.getUndocumented('/api/docs', unscripted)).status).toBe(200);
  });

  it('puts the security headers on pages and API answers alike', async () => {
    for (const path of ['/', '/api/assessment-statuses']) {
      const response = await fetch(`${stack.careledger.url}${path}`);
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
