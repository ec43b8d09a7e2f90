import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const today = new Date().toISOString().slice(0, 10);
/** The 1st of the month three months before this one: four periods of a first-of-month subscription are due today. */
const threeMonthsAgo = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)).toISOString().slice(0, 10);
})();

describe.each(testDatabases())('an administrator starts a billing run over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database);
    admin = await stack.as('admin');
  });
  afterAll(async () => stack?.stop());

  it('queues a run for a day that bills each due period once, and shows it among the jobs', async () => {
    const taxRateId = accepted(await admin.post('/api/tax-rates', { name: 'Ontario HST', rateBasisPoints: 1_300 }), 201).id;
    const productId = accepted(await admin.post('/api/products', { membershipCode: 'membership', name: 'Membership', unitPriceCents: 2_999, unitOfMeasure: 3 }), 201).id;
    const family = await stack.as('user');
    const subscription = accepted(
      await family.post('/api/subscriptions', { productId, taxRateId, billingFrequency: 4, collectionMode: 'send_invoice', recurrence: 2, roundingRule: 0, startDate: threeMonthsAgo }),
      201,
    );
    await stack.waitForProjections();

    const started = await admin.post('/api/admin/billing-runs', { day: today });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ queue: 'billing-runs', id: expect.any(String), progress: 0, attempts: 0, failedReason: null });
    await expect
      .poll(async () => ((await admin.get('/api/admin/jobs')).body.data as { queue: string; recent: { id: string; state: string }[] }[])
        .find((queue) => queue.queue === 'billing-runs')?.recent.find((job) => job.id === started.body.id)?.state, { timeout: 60_000, interval: 200 })
      .toBe('completed');

    const { rows } = await stack.careledger.db.query<{ period_start: string; n: string }>(
      `SELECT data->>'periodStart' AS period_start, count(*) AS n FROM events WHERE type = 'PaymentCreated' AND data->>'subscriptionId' = $1 GROUP BY 1 ORDER BY 1`,
      [subscription.id],
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    expect(rows[0]?.period_start).toBe(threeMonthsAgo);
  });

  it('bills each period at the price and tax rate of its billing day: a change reaches the next payment, not those billed', async () => {
    const taxRate = accepted(await admin.post('/api/tax-rates', { name: 'Nova Scotia HST', rateBasisPoints: 1_500 }), 201);
    const product = accepted(await admin.post('/api/products', { membershipCode: 'remote_monitoring', name: 'Monitoring', unitPriceCents: 4_000, unitOfMeasure: 3 }), 201);
    const family = await stack.as('user');
    const subscribe = async (startDate: string) =>
      accepted(
        await family.post('/api/subscriptions', { productId: product.id, taxRateId: taxRate.id, billingFrequency: 4, collectionMode: 'send_invoice', recurrence: 1, roundingRule: 0, startDate }),
        201,
      ).id;
    const bill = async (subscriptionId: string, periodStart: string, periodEnd: string) => {
      const payment = accepted(await admin.post('/api/payments', { subscriptionId, periodStart, periodEnd }), 201);
      return lastEventData(stack, `payment-${payment.id}`);
    };
    const subscription = await subscribe('2030-01-10');
    expect(await bill(subscription, '2030-01-10', '2030-02-09')).toMatchObject({ unitPriceCents: 4_000, taxRateBasisPoints: 1_500, totalCents: 4_600 });
    accepted(await admin.post(`/api/products/${product.id}/change-price`, { expectedVersion: 0, unitPriceCents: 4_400 }));
    expect(await bill(subscription, '2030-02-10', '2030-03-09')).toMatchObject({ unitPriceCents: 4_400, taxRateBasisPoints: 1_500, totalCents: 5_060 });
    accepted(await admin.post(`/api/tax-rates/${taxRate.id}/change`, { expectedVersion: 0, rateBasisPoints: 1_400 }));
    expect(await bill(subscription, '2030-03-10', '2030-04-09')).toMatchObject({ unitPriceCents: 4_400, taxRateBasisPoints: 1_400, totalCents: 5_016 });

    // Sold at 44.00 and 14 %, backdated to 2020, before the product and rate existed: its 2020 period keeps those terms.
    const backdated = await subscribe('2020-01-10');
    accepted(await admin.post(`/api/products/${product.id}/change-price`, { expectedVersion: 1, unitPriceCents: 4_800 }));
    expect(await bill(backdated, '2020-01-10', '2020-02-09')).toMatchObject({ unitPriceCents: 4_400, taxRateBasisPoints: 1_400 });
    expect(await bill(subscription, '2030-04-10', '2030-05-09')).toMatchObject({ unitPriceCents: 4_800, taxRateBasisPoints: 1_400 });
  });

  it('refuses a day still to come, a field it does not know and anyone but an administrator, queueing nothing', async () => {
    const billingRuns = async () =>
      ((await admin.get('/api/admin/jobs')).body.data as { queue: string; recent: { id: string }[] }[]).find((queue) => queue.queue === 'billing-runs')?.recent.map((job) => job.id);
    const before = await billingRuns();
    const future = await refusedWithoutEvents(stack, () => admin.post('/api/admin/billing-runs', { day: '2999-01-01' }));
    expect([future.status, future.body.errors]).toEqual([400, [{ path: 'day', message: `must be today (${today}) or earlier` }]]);
    const unknown = await refusedWithoutEvents(stack, () => admin.post('/api/admin/billing-runs', { day: 'soon', all: true }));
    expect([unknown.status, unknown.body.errors]).toEqual([400, [{ path: 'day', message: expect.any(String) }, { path: 'all', message: 'is not an allowed field' }]]);
    const agency = await stack.as('agency');
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/admin/billing-runs', {}))).status).toBe(403);
    expect(await billingRuns()).toEqual(before);
  });
});
