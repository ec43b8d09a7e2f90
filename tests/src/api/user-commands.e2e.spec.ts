import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted, refusedWithoutEvents, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const OTHER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const CHOSEN_PASSWORD = 'Correct-Horse-42';

describe.each(testDatabases())('user commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let partner: ApiClient;
  let caregiver: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, agency, partner, caregiver] = await Promise.all([stack.as('admin'), stack.as('agency'), stack.as('partner'), stack.as('caregiver')]);
  });
  afterAll(async () => stack?.stop());

  const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;
  const signInStatus = async (address: string, password: string) => {
    const client = stack.client();
    await client.get('/api/auth-details');
    return (await client.post('/api/login', { email: address, password })).status;
  };
  const create = async (client: ApiClient, body: Record<string, unknown>) => {
    const response = await client.post('/api/users', body);
    return { ...accepted(response, 201), password: response.body.password as string | undefined };
  };
  const identityRows = async (address: string) =>
    Number((await stack.careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)', [address])).rows[0]?.n);

  it('creates an account that signs in at once, with a password answered once and stored in no event', async () => {
    const address = email('ann');
    const user = await create(admin, { email: address.toUpperCase(), name: 'Ann Agent', roleId: 4, agencyId: DEMO_AGENCY_ID });
    expect(user.password).toMatch(/^.{16}$/);
    expect(await streamEventTypes(stack, `user-${user.id}`)).toEqual(['UserCreated']);
    const ann = await stack.client().signIn(address, user.password);
    expect((await ann.get('/api/auth-details')).body.user).toMatchObject({ id: user.id, email: address, roleId: 4, agencyId: DEMO_AGENCY_ID });

    const chosen = await create(admin, { email: email('bo'), name: 'Bo', roleId: 2, password: CHOSEN_PASSWORD });
    expect(chosen.password).toBeUndefined();
    const { rows } = await stack.careledger.db.query<{ data: unknown }>("SELECT data FROM events WHERE stream_id LIKE 'user-%'");
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(user.password);
    expect(stored).not.toContain(CHOSEN_PASSWORD);
    expect(stored).not.toMatch(/\$2[aby]\$/);
  });

  it('disables an account: sign-in fails and its sessions end; activating lets it back in', async () => {
    const address = email('cy');
    const user = await create(agency, { email: address, name: 'Cy Caregiver', roleId: 9, password: CHOSEN_PASSWORD });
    const cy = await stack.client().signIn(address, CHOSEN_PASSWORD);
    accepted(await agency.post(`/api/users/${user.id}/disable`, { expectedVersion: 0, reason: 'Left the agency' }));
    expect(await signInStatus(address, CHOSEN_PASSWORD)).toBe(401);
    expect((await cy.get('/api/auth-details')).status).toBe(419);
    accepted(await agency.post(`/api/users/${user.id}/activate`, { expectedVersion: 1 }));
    expect(await signInStatus(address, CHOSEN_PASSWORD)).toBe(200);
    expect(await streamEventTypes(stack, `user-${user.id}`)).toEqual(['UserCreated', 'UserDisabled', 'UserActivated']);
  });

  it('changes a role at once, and resets a password: the old one and its sessions stop working', async () => {
    const address = email('di');
    const user = await create(admin, { email: address, name: 'Di', roleId: 8, partnerId: DEMO_PARTNER_ID, password: CHOSEN_PASSWORD });
    const di = await stack.client().signIn(address, CHOSEN_PASSWORD);
    accepted(await admin.post(`/api/users/${user.id}/change-role`, { expectedVersion: 0, roleId: 6, partnerId: DEMO_PARTNER_ID }));
    expect((await di.get('/api/auth-details')).body.role).toEqual({ id: 6, name: 'PARTNER' });
    const reset = await admin.post(`/api/users/${user.id}/reset-password`, { expectedVersion: 1 });
    accepted(reset);
    expect(reset.body.password).toMatch(/^.{16}$/);
    expect((await di.get('/api/auth-details')).status).toBe(419);
    expect(await signInStatus(address, CHOSEN_PASSWORD)).toBe(401);
    expect(await signInStatus(address, reset.body.password as string)).toBe(200);
    expect(await streamEventTypes(stack, `user-${user.id}`)).toEqual(['UserCreated', 'UserRoleChanged', 'UserPasswordReset']);
  });

  it('lets an agency and a partner run their own staff accounts only', async () => {
    const agent = await create(partner, { email: email('pa'), name: 'Pat Agent', roleId: 8 });
    accepted(await partner.post(`/api/users/${agent.id}/disable`, { expectedVersion: 0 }));
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/users/${agent.id}/activate`, { expectedVersion: 1 }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/users', { email: email('x'), name: 'X', roleId: 8, partnerId: DEMO_PARTNER_ID }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/users', { email: email('x'), name: 'X', roleId: 9, agencyId: OTHER_AGENCY_ID }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/users', { email: email('x'), name: 'X', roleId: 1 }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => caregiver.post('/api/users', { email: email('x'), name: 'X', roleId: 2 }))).status).toBe(403);
  });

  it('lets nobody disable their own account', async () => {
    const address = email('ad');
    const other = await create(admin, { email: address, name: 'Second Admin', roleId: 1, password: CHOSEN_PASSWORD });
    const secondAdmin = await stack.client().signIn(address, CHOSEN_PASSWORD);
    const self = await refusedWithoutEvents(stack, () => secondAdmin.post(`/api/users/${other.id}/disable`, { expectedVersion: 0 }));
    expect(self.status).toBe(403);
    expect(await signInStatus(address, CHOSEN_PASSWORD)).toBe(200);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const response = await refusedWithoutEvents(stack, () => admin.post('/api/users', { email: 'nope', name: '', roleId: 7, password: 'short', status: 1 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'email', message: 'must be an email address' },
      { path: 'name', message: 'must not be empty' },
      { path: 'roleId', message: 'must be a known role id (1, 2, 3, 4, 5, 6, 8 or 9)' },
      { path: 'password', message: 'must be at least 12 characters' },
      { path: 'status', message: 'is not an allowed field' },
    ]);
    expect((await refusedWithoutEvents(stack, () => admin.post(`/api/users/${randomUUID()}/disable`, {}))).body.errors).toEqual([{ path: 'expectedVersion', message: 'is required' }]);
  });

  it('answers 409 for an email that is taken, in any case, leaving no second sign-in row', async () => {
    const taken = await refusedWithoutEvents(stack, () => admin.post('/api/users', { email: 'Agency@Demo.Careledger', name: 'Again', roleId: 2 }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_taken');
    expect(await identityRows('agency@demo.careledger')).toBe(1);
  });

  it('answers 404 for an unknown user or action, 409 for a stale version, 422 for a broken rule', async () => {
    const user = await create(admin, { email: email('ed'), name: 'Ed', roleId: 2 });
    expect((await refusedWithoutEvents(stack, () => admin.post(`/api/users/${randomUUID()}/disable`, { expectedVersion: 0 }))).body.code).toBe('user_not_found');
    const unknown = await refusedWithoutEvents(stack, () => admin.requestUndocumented('POST', `/api/users/${user.id}/archive`, { body: { expectedVersion: 0 } }));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_action']);
    const stale = await refusedWithoutEvents(stack, () => admin.post(`/api/users/${user.id}/disable`, { expectedVersion: 4 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 4, actualVersion: 0 });
    const active = await refusedWithoutEvents(stack, () => admin.post(`/api/users/${user.id}/activate`, { expectedVersion: 0 }));
    expect([active.status, active.body.code]).toEqual([422, 'user_already_active']);
    const address = email('fy');
    const noAgency = await refusedWithoutEvents(stack, () => admin.post('/api/users', { email: address, name: 'Fy', roleId: 9 }));
    expect([noAgency.status, noAgency.body.code]).toEqual([422, 'agency_required']);
    expect(await identityRows(address)).toBe(0);
  });

  it('seeds the one-per-role sign-ins and a dozen more accounts with a history, each signing in as it stands', async () => {
    const { rows } = await stack.careledger.db.query<{ type: string; n: number | string }>(
      `SELECT type, count(*) AS n FROM events WHERE stream_id IN
         (SELECT stream_id FROM events WHERE type = 'UserCreated' AND data->>'email' LIKE '%@demo.careledger')
       GROUP BY type`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]))).toEqual({
      UserCreated: 20, UserDisabled: 2, UserActivated: 1, UserRoleChanged: 1, UserPasswordReset: 1,
    });
    expect(await signInStatus('family-2@demo.careledger', 'demo-password')).toBe(200);
    expect(await signInStatus('agency-agent-3@demo.careledger', 'demo-password')).toBe(401);
    const admin = await stack.careledger.db.query<{ n: number | string }>("SELECT count(*) AS n FROM events WHERE stream_id = 'user-00000000-0000-4000-8000-000000000001'");
    expect(Number(admin.rows[0]?.n)).toBe(1);
  });

  it('gives an account whose sign-in row was lost a new one when its password is reset', async () => {
    const { rows } = await stack.careledger.db.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'UserCreated' AND data->>'email' = 'family-2@demo.careledger'");
    const id = (rows[0]?.stream_id ?? '').replace('user-', '');
    await stack.careledger.db.query("DELETE FROM sessions WHERE user_id = $1", [id]);
    await stack.careledger.db.query("DELETE FROM users WHERE id = $1", [id]);
    expect(await identityRows('family-2@demo.careledger')).toBe(0);
    const reset = await admin.post(`/api/users/${id}/reset-password`, { expectedVersion: 0 });
    accepted(reset);
    expect(await signInStatus('family-2@demo.careledger', reset.body.password as string)).toBe(200);
  });

  it('suggests random passwords', async () => {
    const [first, second] = await Promise.all([admin.get('/api/random-password'), admin.get('/api/random-password')]);
    expect(first.status).toBe(200);
    expect(first.body.password).toMatch(/^[^0O1lIo]{16}$/);
    expect(first.body.password).not.toBe(second.body.password);
    expect((await stack.client().get('/api/random-password')).status).toBe(401);
  });
});
