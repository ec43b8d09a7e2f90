import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, demoUserBySlug } from '@careledger/app';
import { RecordCommand } from '@careledger/command-service';
import { cardBatchRecord } from '@careledger/domain';
import type { ApiClient } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

describe.each(testDatabases())('subscription and payment commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let family: ApiClient;
  let agency: ApiClient;
  let caregiver: ApiClient;
  let productId: string;
  let taxRateId: string;
  let patientId: string;

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, family, agency, caregiver] = await Promise.all([stack.as('admin'), stack.as('user'), stack.as('agency'), stack.as('caregiver')]);
    taxRateId = accepted(await admin.post('/api/tax-rates', { name: 'Ontario HST', rateBasisPoints: 1_300 }), 201).id;
    productId = accepted(await admin.post('/api/products', { membershipCode: 'remote_monitoring', name: 'Remote monitoring', unitPriceCents: 4_950, unitOfMeasure: 3 }), 201).id;
    patientId = accepted(await family.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks' }), 201).id;
  });
  afterAll(async () => stack?.stop());

  const subscription = (changes: Record<string, unknown> = {}) => ({
    patientId, productId, taxRateId, billingFrequency: 4, collectionMode: 'send_invoice', recurrence: 1, roundingRule: 0, startDate: '2030-01-10', ...changes,
  });
  const subscribe = async (client: ApiClient, changes: Record<string, unknown> = {}) => accepted(await client.post('/api/subscriptions', subscription(changes)), 201);
  const bill = async (subscriptionId: string, periodStart: string, periodEnd: string) =>
    accepted(await admin.post('/api/payments', { subscriptionId, periodStart, periodEnd }), 201);

  it('keeps the price list: tax rates and products change as administrators say', async () => {
    const rate = accepted(await admin.post('/api/tax-rates', { name: 'Quebec', rateBasisPoints: 1_498 }), 201);
    accepted(await admin.post(`/api/tax-rates/${rate.id}/change`, { expectedVersion: 0, rateBasisPoints: 1_497 }));
    expect(await streamEventTypes(stack, `taxrate-${rate.id}`)).toEqual(['TaxRateCreated', 'TaxRateChanged']);
    const product = accepted(await admin.post('/api/products', { membershipCode: 'membership', name: 'Membership', unitPriceCents: 2_999, unitOfMeasure: 3 }), 201);
    accepted(await admin.post(`/api/products/${product.id}/change-price`, { expectedVersion: 0, unitPriceCents: 3_499 }));
    accepted(await admin.post(`/api/products/${product.id}/retire`, { expectedVersion: 1 }));
    expect(await streamEventTypes(stack, `product-${product.id}`)).toEqual(['ProductCreated', 'ProductPriceChanged', 'ProductRetired']);
    const retired = await refusedWithoutEvents(stack, () => family.post('/api/subscriptions', subscription({ productId: product.id })));
    expect([retired.status, retired.body.code]).toEqual([422, 'product_retired']);
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/products', { membershipCode: 'membership', name: 'Cheap', unitPriceCents: 1, unitOfMeasure: 3 }))).status).toBe(403);
  });

  it('subscribes a family for its patient at the price of the day, bills periods, and pays or voids the invoices', async () => {
    const subscribed = await subscribe(family);
    expect(await lastEventData(stack, `subscription-${subscribed.id}`)).toMatchObject({ patientId, unitPriceCents: 4_950, taxRateBasisPoints: 1_300, subscribedBy: '00000000-0000-4000-8000-000000000002' });
    const february = await bill(subscribed.id, '2030-02-10', '2030-03-09');
    expect(await lastEventData(stack, `payment-${february.id}`)).toMatchObject({ amountCents: 4_950, taxCents: 644, totalCents: 5_594, collectionMode: 'send_invoice' });
    const march = await bill(subscribed.id, '2030-03-10', '2030-04-09');
    accepted(await admin.post(`/api/payments/${february.id}/pay`, { expectedVersion: 0, cardType: 'VISA DEBIT' }));
    accepted(await admin.post(`/api/payments/${march.id}/void`, { expectedVersion: 0, reason: 'Billed in error' }));
    expect(await streamEventTypes(stack, `payment-${february.id}`)).toEqual(['PaymentCreated', 'PaymentPaid']);
    expect(await streamEventTypes(stack, `payment-${march.id}`)).toEqual(['PaymentCreated', 'PaymentVoided']);
    const final = await refusedWithoutEvents(stack, () => admin.post(`/api/payments/${february.id}/void`, { expectedVersion: 1 }));
    expect([final.status, final.body.code]).toEqual([422, 'payment_already_paid']);
    accepted(await family.post(`/api/subscriptions/${subscribed.id}/cancel`, { expectedVersion: 0, effectiveDate: '2030-04-10' }));
    const afterCancel = await refusedWithoutEvents(stack, () => admin.post('/api/payments', { subscriptionId: subscribed.id, periodStart: '2030-04-10', periodEnd: '2030-05-09' }));
    expect([afterCancel.status, afterCancel.body.code]).toEqual([422, 'subscription_cancelled']);
  });

  it('settles card charges in a card batch and voids another batch, one event each', async () => {
    const own = await subscribe(family, { patientId: null, collectionMode: 'charge_automatically', cardType: 'MASTERCARD', roundingRule: 1, roundingIncrementCents: 100 });
    const charges = await Promise.all(['2030-02-10', '2030-03-10', '2030-04-10'].map((start) => bill(own.id, start, start)));
    expect(await lastEventData(stack, `payment-${charges[0]!.id}`)).toMatchObject({ userId: '00000000-0000-4000-8000-000000000002', amountCents: 5_000, taxCents: 650, cardType: 'MASTERCARD' });
    const onItsOwn = await refusedWithoutEvents(stack, () => admin.post(`/api/payments/${charges[0]!.id}/pay`, { expectedVersion: 0, cardType: 'MASTERCARD' }));
    expect([onItsOwn.status, onItsOwn.body.code]).toEqual([422, 'card_payment_in_card_batch']);

    const settled = accepted(await admin.post('/api/card-batches', { paymentIds: [charges[0]!.id, charges[1]!.id] }), 201);
    expect(await lastEventData(stack, `cardbatch-${settled.id}`)).toMatchObject({ totalCents: 11_300 });
    accepted(await admin.post(`/api/card-batches/${settled.id}/settle`, { expectedVersion: 0 }));
    const voided = accepted(await admin.post('/api/card-batches', { paymentIds: [charges[2]!.id] }), 201);
    accepted(await admin.post(`/api/card-batches/${voided.id}/void`, { expectedVersion: 0, reason: 'Processor outage' }));
    expect(await streamEventTypes(stack, `cardbatch-${settled.id}`)).toEqual(['CardBatchOpened', 'CardBatchSettled']);
    expect(await lastEventData(stack, `cardbatch-${settled.id}`)).toEqual({ cardBatchId: settled.id, paymentIds: [charges[0]!.id, charges[1]!.id] });
    const twice = await refusedWithoutEvents(stack, () => admin.post(`/api/card-batches/${settled.id}/void`, { expectedVersion: 1 }));
    expect([twice.status, twice.body.code]).toEqual([422, 'card_batch_already_settled']);
  });

  it('lets a charge into one card batch only, ever, even when two batches race for it', async () => {
    const own = await subscribe(family, { patientId: null, collectionMode: 'charge_automatically', cardType: 'VISA', roundingRule: 1, roundingIncrementCents: 100 });
    const [collected, released, raced] = await Promise.all(['2031-02-10', '2031-03-10', '2031-04-10'].map((start) => bill(own.id, start, start)));
    const openWith = (paymentId: string) => admin.post('/api/card-batches', { paymentIds: [paymentId] });

    const first = accepted(await openWith(collected!.id), 201);
    const whileOpen = await refusedWithoutEvents(stack, () => openWith(collected!.id));
    expect([whileOpen.status, whileOpen.body.code]).toEqual([422, 'payment_in_card_batch']);
    expect(whileOpen.body.message).toContain(collected!.id);
    accepted(await admin.post(`/api/card-batches/${first.id}/settle`, { expectedVersion: 0 }));
    // The payment's own stream still says UNPAID: only its claim keeps a settled charge from being collected twice.
    expect(await streamEventTypes(stack, `payment-${collected!.id}`)).toEqual(['PaymentCreated']);
    const afterSettling = await refusedWithoutEvents(stack, () => openWith(collected!.id));
    expect([afterSettling.status, afterSettling.body.code]).toEqual([422, 'payment_in_card_batch']);

    const voided = accepted(await openWith(released!.id), 201);
    accepted(await admin.post(`/api/card-batches/${voided.id}/void`, { expectedVersion: 0, reason: 'Processor outage' }));
    // A voided batch voids its charges: they are final, and no new batch takes them.
    const afterVoiding = await refusedWithoutEvents(stack, () => openWith(released!.id));
    expect([afterVoiding.status, afterVoiding.body.code]).toEqual([422, 'payment_in_card_batch']);

    const race = await Promise.all([openWith(raced!.id), openWith(raced!.id)]);
    const winner = race.filter((answer) => answer.status === 201);
    const loser = race.find((answer) => answer.status !== 201);
    expect(winner).toHaveLength(1);
    // The loser read the charge free but lost the claim (409), or read it claimed (422): either way it opened nothing.
    expect([[409, 'card_charge_taken'], [422, 'payment_in_card_batch']]).toContainEqual([loser!.status, loser!.body.code]);
    expect(await streamEventTypes(stack, `cardcharge-${raced!.id}`)).toEqual(['CardChargeClaimed']);
    expect(await lastEventData(stack, `cardcharge-${raced!.id}`)).toEqual({ paymentId: raced!.id, cardBatchId: winner[0]!.body.id });
  });

  it('refuses a batch id already in use before claiming anything, so its charges stay free', async () => {
    const own = await subscribe(family, { patientId: null, collectionMode: 'charge_automatically', cardType: 'VISA', roundingRule: 1, roundingIncrementCents: 100 });
    const charge = await bill(own.id, '2031-05-10', '2031-05-10');
    const existing = accepted(await admin.post('/api/card-batches', { paymentIds: [(await bill(own.id, '2031-06-10', '2031-06-10')).id] }), 201);
    // The pipeline reads the batch's own stream before it decides, and decides before it claims.
    const bus = stack.careledger.app.get(CommandBus, { strict: false });
    const refusal: unknown = await bus.execute(new RecordCommand(cardBatchRecord, actorOf(demoUserBySlug('admin')), existing.id, 'create', { paymentIds: [charge.id] })).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ kind: 'conflict', code: 'card_batch_already_exists' });
    expect(await streamEventTypes(stack, `cardcharge-${charge.id}`)).toEqual([]);
    expect(await streamEventTypes(stack, `cardbatch-${existing.id}`)).toEqual(['CardBatchOpened']);
    const reopened = accepted(await admin.post('/api/card-batches', { paymentIds: [charge.id] }), 201);
    expect(await lastEventData(stack, `cardcharge-${charge.id}`)).toEqual({ paymentId: charge.id, cardBatchId: reopened.id });
  });

  it('answers 400 naming each bad field, refusing references a client makes up, and stores nothing', async () => {
    const response = await refusedWithoutEvents(stack, () =>
      family.post('/api/subscriptions', subscription({ billingFrequency: 9, collectionMode: 'cash', startDate: 'soon', references: { product: null, taxRate: null } })),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'billingFrequency', message: 'must be a billing frequency: 0, 1, 2, 3, 4, 5' },
      { path: 'collectionMode', message: 'must be a collection mode: "send_invoice", "charge_automatically"' },
      { path: 'startDate', message: 'must be a date, YYYY-MM-DD' },
      { path: 'references', message: 'is not an allowed field' },
    ]);
    const batch = await refusedWithoutEvents(stack, () => admin.post('/api/card-batches', { paymentIds: ['x'] }));
    expect(batch.body.errors).toEqual([{ path: 'paymentIds.0', message: 'must be a UUID' }]);
  });

  it('refuses with 403 what the policy refuses, and stores nothing', async () => {
    expect((await refusedWithoutEvents(stack, () => caregiver.post('/api/subscriptions', subscription()))).status).toBe(403);
    const agencysPatient = accepted(await agency.post('/api/patients', { firstName: 'Ida', lastName: 'Wells' }), 201);
    expect((await refusedWithoutEvents(stack, () => family.post('/api/subscriptions', subscription({ patientId: agencysPatient.id })))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => family.post('/api/subscriptions', subscription({ patientId: null, userId: demoUserBySlug('agency').id })))).status).toBe(403);
    const nobody = await refusedWithoutEvents(stack, () => family.post('/api/subscriptions', subscription({ patientId: null, userId: randomUUID() })));
    expect([nobody.status, nobody.body.code]).toEqual([422, 'user_not_found']);
    const subscribed = await subscribe(family);
    expect((await refusedWithoutEvents(stack, () => family.post('/api/payments', { subscriptionId: subscribed.id, periodStart: '2030-02-10', periodEnd: '2030-03-09' }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/subscriptions/${subscribed.id}/cancel`, { expectedVersion: 0 }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => family.post('/api/card-batches', { paymentIds: [randomUUID()] }))).status).toBe(403);
  });

  it('answers 404 for an unknown record or action, 409 for a stale version or a period billed twice, 422 for a broken rule', async () => {
    expect((await refusedWithoutEvents(stack, () => admin.post(`/api/payments/${randomUUID()}/pay`, { expectedVersion: 0, cardType: 'VISA' }))).status).toBe(404);
    const subscribed = await subscribe(family);
    const unknown = await refusedWithoutEvents(stack, () => family.requestUndocumented('POST', `/api/subscriptions/${subscribed.id}/pause`, { body: { expectedVersion: 0 } }));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_action']);
    const stale = await refusedWithoutEvents(stack, () => family.post(`/api/subscriptions/${subscribed.id}/cancel`, { expectedVersion: 2 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 2, actualVersion: 0 });
    await bill(subscribed.id, '2030-02-10', '2030-03-09');
    const twice = await refusedWithoutEvents(stack, () => admin.post('/api/payments', { subscriptionId: subscribed.id, periodStart: '2030-02-10', periodEnd: '2030-03-09' }));
    expect([twice.status, twice.body.code]).toEqual([409, 'payment_already_exists']);
    const early = await refusedWithoutEvents(stack, () => admin.post('/api/payments', { subscriptionId: subscribed.id, periodStart: '2030-01-01', periodEnd: '2030-01-31' }));
    expect([early.status, early.body.code]).toEqual([422, 'period_before_subscription_start']);
    const nowhere = await refusedWithoutEvents(stack, () => admin.post('/api/payments', { subscriptionId: randomUUID(), periodStart: '2030-02-10', periodEnd: '2030-03-09' }));
    expect([nowhere.status, nowhere.body.code]).toEqual([422, 'subscription_not_found']);
    const invoice = await bill(subscribed.id, '2030-03-10', '2030-04-09');
    const notCard = await refusedWithoutEvents(stack, () => admin.post('/api/card-batches', { paymentIds: [invoice.id, randomUUID()] }));
    expect([notCard.status, notCard.body.code]).toEqual([422, 'payment_not_found']);
    const invoiceOnly = await refusedWithoutEvents(stack, () => admin.post('/api/card-batches', { paymentIds: [invoice.id] }));
    expect([invoiceOnly.status, invoiceOnly.body.code]).toEqual([422, 'payment_not_card_charge']);
    const noCard = await refusedWithoutEvents(stack, () => family.post('/api/subscriptions', subscription({ collectionMode: 'charge_automatically' })));
    expect([noCard.status, noCard.body.code]).toEqual([422, 'card_required']);
  });
});

describe.each(testDatabases())('subscription and payment demo data on $name', (database) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack(database, { patients: 20 });
  });
  afterAll(async () => stack?.stop());

  const countOf = async (type: string) =>
    Number((await stack.careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type])).rows[0]?.n);

  it('seeds a price list, about twenty subscriptions with months of payments, and two card batches', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        ['TaxRateCreated', 'TaxRateChanged', 'ProductCreated', 'ProductPriceChanged', 'ProductRetired', 'Subscribed', 'SubscriptionCancelled', 'PaymentCreated', 'PaymentPaid', 'PaymentVoided', 'CardBatchOpened', 'CardBatchSettled', 'CardBatchVoided'].map(
          async (type) => [type, await countOf(type)] as const,
        ),
      ),
    );
    // Twenty today (sixteen patients' care and the families' memberships), and the one patient of the year before billed then.
    expect(counts).toMatchObject({ TaxRateCreated: 2, TaxRateChanged: 1, ProductCreated: 4, ProductPriceChanged: 1, ProductRetired: 1, Subscribed: 21, CardBatchOpened: 2, CardBatchSettled: 1, CardBatchVoided: 1 });
    expect(counts.PaymentCreated).toBeGreaterThan(60);
    expect(counts.PaymentPaid).toBeGreaterThan(20);
    expect(counts.PaymentVoided).toBeGreaterThan(0);
    expect(counts.SubscriptionCancelled).toBeGreaterThan(0);
  });
});
