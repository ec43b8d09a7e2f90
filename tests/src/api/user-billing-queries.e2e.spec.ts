import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, GetPath } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const FAMILY_ID = '00000000-0000-4000-8000-000000000002';
const SLUGS = ['admin', 'user', 'agency', 'agency-agent', 'provider', 'partner', 'caregiver'] as const;
type Slug = (typeof SLUGS)[number];

interface Row {
  id: string;
  [field: string]: unknown;
}

describe.each(testDatabases())('user and billing queries on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  /** A name prefix no demo account has, so searches see only this spec's accounts. */
  const tag = `zq${randomUUID().slice(0, 6)}`;
  const made = {} as Record<'agent' | 'partnerAgent' | 'family' | 'subscription' | 'ownSubscription' | 'invoice' | 'settled' | 'voided' | 'waiting' | 'batch', string>;

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const get = async (slug: Slug, path: GetPath) => as[slug].get(path, await caughtUp());
  const ids = (rows: Row[]) => rows.map((row) => row.id).sort();
  const createUser = async (client: ApiClient, body: Record<string, unknown>) => accepted(await client.post('/api/users', body), 201).id;
  const bill = async (subscriptionId: string, periodStart: string, periodEnd: string) => accepted(await as.admin.post('/api/payments', { subscriptionId, periodStart, periodEnd }), 201).id;

  beforeAll(async () => {
    stack = await startStack(database);
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    made.agent = await createUser(as.agency, { email: `${tag}.agent@example.org`, name: `${tag} Agent`, roleId: 4 });
    made.partnerAgent = await createUser(as.admin, { email: `${tag}.pa@example.org`, name: `${tag} Partner`, roleId: 8, partnerId: DEMO_PARTNER_ID });
    made.family = await createUser(as.admin, { email: `${tag}.family@example.org`, name: `${tag} Family`, roleId: 2 });
    accepted(await as.agency.post(`/api/users/${made.agent}/disable`, { expectedVersion: 0, reason: 'Left' }));

    const taxRateId = accepted(await as.admin.post('/api/tax-rates', { name: `${tag} HST`, rateBasisPoints: 1_300 }), 201).id;
    const productId = accepted(await as.admin.post('/api/products', { membershipCode: 'remote_monitoring', name: `${tag} monitoring`, unitPriceCents: 4_950, unitOfMeasure: 3 }), 201).id;
    const retired = accepted(await as.admin.post('/api/products', { membershipCode: 'membership', name: `${tag} old`, unitPriceCents: 100, unitOfMeasure: 3 }), 201).id;
    accepted(await as.admin.post(`/api/products/${retired}/retire`, { expectedVersion: 0 }));
    const patientId = accepted(await as.agency.post('/api/patients', { firstName: 'Rosa', lastName: tag }), 201).id;
    const terms = { productId, taxRateId, billingFrequency: 4, recurrence: 1, roundingRule: 0, startDate: '2030-01-10' };
    made.subscription = accepted(await as.admin.post('/api/subscriptions', { ...terms, patientId, collectionMode: 'send_invoice' }), 201).id;
    made.ownSubscription = accepted(await as.user.post('/api/subscriptions', { ...terms, patientId: null, collectionMode: 'charge_automatically', cardType: 'VISA' }), 201).id;
    made.invoice = await bill(made.subscription, '2030-02-10', '2030-03-09');
    accepted(await as.admin.post(`/api/payments/${made.invoice}/pay`, { expectedVersion: 0, cardType: 'VISA' }));
    made.settled = await bill(made.ownSubscription, '2030-02-10', '2030-03-09');
    made.voided = await bill(made.ownSubscription, '2030-03-10', '2030-04-09');
    made.waiting = await bill(made.ownSubscription, '2030-04-10', '2030-05-09');
    made.batch = accepted(await as.admin.post('/api/card-batches', { paymentIds: [made.settled] }), 201).id;
    accepted(await as.admin.post(`/api/card-batches/${made.batch}/settle`, { expectedVersion: 0 }));
    const voidedBatch = accepted(await as.admin.post('/api/card-batches', { paymentIds: [made.voided] }), 201).id;
    accepted(await as.admin.post(`/api/card-batches/${voidedBatch}/void`, { expectedVersion: 0, reason: 'Processor outage' }));
  });
  afterAll(async () => stack?.stop());

  it('lists logins with their role and status, searched by name or email prefix and filtered', async () => {
    const all = await get('admin', `/api/logins?search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.body.data.find((row: Row) => row.id === made.agent)).toMatchObject({ email: `${tag}.agent@example.org`, name: `${tag} Agent`, roleId: 4, agencyId: DEMO_AGENCY_ID, status: 3, statusLabel: 'Disabled', version: 1 });
    expect(all.body.data.map((row: Row) => row.name)).toEqual([`${tag} Agent`, `${tag} Family`, `${tag} Partner`]);
    expect(ids((await get('admin', `/api/logins?search=${tag}.pa@`)).body.data)).toEqual([made.partnerAgent]);
    expect(ids((await get('admin', `/api/logins?search=${tag}&status=1`)).body.data)).toEqual([made.family, made.partnerAgent].sort());
    expect(ids((await get('admin', `/api/logins?search=${tag}&roleId=2`)).body.data)).toEqual([made.family]);
    expect(ids((await get('admin', `/api/logins?search=${tag}&partnerId=${DEMO_PARTNER_ID}`)).body.data)).toEqual([made.partnerAgent]);
    expect(ids((await get('admin', `/api/logins-by-user-type/8?search=${tag}`)).body.data)).toEqual([made.partnerAgent]);
    const paged = await get('admin', `/api/logins?search=${tag}&pageSize=2&page=2&sort=name:desc`);
    expect([paged.body.total, paged.body.data.map((row: Row) => row.name)]).toEqual([3, [`${tag} Agent`]]);
  });

  it('scopes logins by the user read rule', async () => {
    expect(ids((await get('agency', `/api/logins?search=${tag}`)).body.data)).toEqual([made.agent]);
    expect(ids((await get('partner', `/api/logins?search=${tag}`)).body.data)).toEqual([made.partnerAgent]);
  });

  it('refuses a list of accounts (403) to whoever reads no account but their own, never echoing it', async () => {
    for (const slug of ['user', 'caregiver', 'agency-agent', 'provider'] as const) {
      expect((await get(slug, '/api/logins')).status).toBe(403);
      expect((await get(slug, `/api/logins?search=${tag}`)).status).toBe(403);
      expect((await get(slug, '/api/logins-by-user-type/4')).status).toBe(403);
    }
    expect((await get('agency', `/api/users/${made.agent}`)).body).toMatchObject({ id: made.agent, roleLabel: 'Agency agent' });
    expect((await get('agency', `/api/users/${made.partnerAgent}`)).status).toBe(403);
    expect((await get('user', `/api/users/${FAMILY_ID}`)).status).toBe(200);
  });

  it('refuses bad login parameters and answers 404 for an unknown account', async () => {
    const bad = await get('admin', '/api/logins?status=2&roleId=7&agencyId=nope&sort=email&pageSize=500');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['agencyId', 'pageSize', 'roleId', 'sort', 'status']);
    expect((await get('admin', '/api/logins-by-user-type/7')).status).toBe(400);
    expect((await get('admin', '/api/users/not-a-uuid')).status).toBe(400);
    expect((await get('admin', `/api/users/${randomUUID()}`)).status).toBe(404);
  });

  it('answers the price list and the tax rates to everyone signed in', async () => {
    const active = await get('caregiver', '/api/products?active=true&pageSize=100');
    expect(active.status).toBe(200);
    expect(active.body.data.find((row: Row) => row.name === `${tag} monitoring`)).toMatchObject({ membershipCode: 'remote_monitoring', unitPriceCents: 4_950, active: true });
    expect(active.body.data.some((row: Row) => row.name === `${tag} old`)).toBe(false);
    expect((await get('user', '/api/products?active=false&pageSize=100')).body.data.some((row: Row) => row.name === `${tag} old`)).toBe(true);
    expect((await get('user', '/api/products?active=maybe')).status).toBe(400);
    const rates = await get('partner', '/api/tax-rate');
    expect(rates.body.data.find((row: Row) => row.name === `${tag} HST`)).toMatchObject({ rateBasisPoints: 1_300, version: 0 });
  });

  it('shows each payment in its effective state, card charges taking their batch outcome', async () => {
    const own = await get('admin', `/api/subscription-payments?subscriptionId=${made.ownSubscription}&sort=periodStart:asc`);
    expect(own.body.data.map((row: Row) => [row.id, row.status, row.ownStatus])).toEqual([
      [made.settled, 1, 0],
      [made.voided, 2, 0],
      [made.waiting, 0, 0],
    ]);
    expect(own.body.data[0]).toMatchObject({ periodStart: '2030-02-10', periodEnd: '2030-03-09', cardType: 'VISA', cardBatchId: made.batch, collectionMode: 'charge_automatically' });
    expect(ids((await get('admin', `/api/subscription-payments?subscriptionId=${made.ownSubscription}&status=1`)).body.data)).toEqual([made.settled]);
    expect(ids((await get('admin', `/api/subscription-payments?subscriptionId=${made.ownSubscription}&from=2030-03-10&to=2030-04-09`)).body.data)).toEqual([made.voided]);
    expect(ids((await get('admin', `/api/subscription-payments?subscriptionId=${made.subscription}`)).body.data)).toEqual([made.invoice]);
    const bad = await get('admin', '/api/subscription-payments?status=3&from=2030-02-30&subscriptionId=x');
    expect([bad.status, bad.body.errors.map((error: { path: string }) => error.path).sort()]).toEqual([400, ['from', 'status', 'subscriptionId']]);
  });

  it('scopes subscriptions and payments by the billing read rule', async () => {
    const payments = async (slug: Slug) => ids((await get(slug, '/api/subscription-payments?pageSize=100')).body.data);
    expect(await payments('user')).toEqual(expect.arrayContaining([made.settled, made.voided, made.waiting]));
    expect(await payments('user')).not.toContain(made.invoice);
    expect(await payments('agency-agent')).toContain(made.invoice);
    expect(await payments('agency-agent')).not.toContain(made.settled);
    expect(await payments('provider')).not.toContain(made.invoice);
    expect(await payments('partner')).toEqual([]);
    const subscriptions = await get('user', '/api/subscriptions?pageSize=100');
    expect(ids(subscriptions.body.data)).toContain(made.ownSubscription);
    expect(ids(subscriptions.body.data)).not.toContain(made.subscription);
    expect((await get('agency', `/api/subscriptions/${made.subscription}`)).body).toMatchObject({ id: made.subscription, status: 'active', unitPriceCents: 4_950, taxRateBasisPoints: 1_300, startDate: '2030-01-10' });
    expect((await get('agency', `/api/subscriptions/${made.ownSubscription}`)).status).toBe(403);
    expect((await get('user', `/api/subscriptions/${made.ownSubscription}`)).body).toMatchObject({ userId: FAMILY_ID, collectionMode: 'charge_automatically' });
    expect((await get('admin', `/api/subscriptions/${randomUUID()}`)).status).toBe(404);
    expect((await get('admin', '/api/subscriptions/nope')).status).toBe(400);
  });

  it('shows card batches to administrators only', async () => {
    const batches = await get('admin', '/api/card-batches?status=settled&pageSize=100');
    expect(batches.body.data.find((row: Row) => row.id === made.batch)).toMatchObject({ status: 'settled', paymentIds: [made.settled], paymentCount: 1 });
    expect((await get('agency', '/api/card-batches')).status).toBe(403);
    const one = await get('admin', `/api/card-batches/${made.batch}`);
    expect([one.status, one.body]).toMatchObject([200, { id: made.batch, status: 'settled', paymentIds: [made.settled], paymentCount: 1 }]);
    expect((await get('agency', `/api/card-batches/${made.batch}`)).status).toBe(403);
    expect((await get('admin', '/api/card-batches/not-a-batch')).status).toBe(400);
    expect((await get('admin', `/api/card-batches/${randomUUID()}`)).status).toBe(404);
    expect((await get('admin', '/api/card-batches?status=closed')).status).toBe(400);
  });
});
