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
        cookie: `careledger_session=${client.cookie('careledger_session')}; XSRF-TOKEN=${client.cookie('XSRF-TOKEN')}`,
        'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
      },
      body: '{"patientId":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('message');
  });
});
