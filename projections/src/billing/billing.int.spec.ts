import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { metadata, unrelated, type GivenEvent } from '../testing/assessment-events';
import { projectionSpec } from '../testing/projection-spec';
import { billingProjector } from './billing-projector';

const SUBSCRIPTION = '00000000-0000-4000-8000-0000000000c1';
const PATIENT = '00000000-0000-4000-8000-0000000000d1';

const event = (streamId: string, type: string, data: Record<string, unknown>, at: string): GivenEvent => ({ type, data, streamId, metadata: metadata(at) });

const payment = (paymentId: string = randomUUID()) => ({
  id: paymentId,
  on: (type: string, data: Record<string, unknown>, at: string) => event(`payment-${paymentId}`, type, { paymentId, ...data }, at),
  created: (at: string) =>
    event(
      `payment-${paymentId}`,
      'PaymentCreated',
      {
        paymentId,
        subscriptionId: SUBSCRIPTION,
        patientId: PATIENT,
        userId: null,
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        quantity: 1,
        unitPriceCents: 10_000,
        taxRateBasisPoints: 1_300,
        amountCents: 10_000,
        taxCents: 1_300,
        totalCents: 11_300,
        collectionMode: 'charge_automatically',
        cardType: 'VISA',
        createdBy: 'admin-1',
      },
      at,
    ),
});

const batch = (cardBatchId: string = randomUUID()) => ({
  id: cardBatchId,
  opened: (paymentIds: string[], at: string) =>
    event(`cardbatch-${cardBatchId}`, 'CardBatchOpened', { cardBatchId, payments: paymentIds.map((paymentId) => ({ paymentId, cardType: 'VISA', totalCents: 11_300 })), totalCents: 11_300 * paymentIds.length, openedBy: 'admin-1' }, at),
  settled: (paymentIds: string[], at: string) => event(`cardbatch-${cardBatchId}`, 'CardBatchSettled', { cardBatchId, paymentIds }, at),
  voided: (paymentIds: string[], at: string) => event(`cardbatch-${cardBatchId}`, 'CardBatchVoided', { cardBatchId, paymentIds, reason: 'declined' }, at),
});

const paymentRow = (id: string, fields: Record<string, unknown>) => ({
  id,
  subscription_id: SUBSCRIPTION,
  patient_id: PATIENT,
  user_id: null,
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  quantity: 1,
  unit_price_cents: 10_000,
  tax_rate_basis_points: 1_300,
  amount_cents: 10_000,
  tax_cents: 1_300,
  total_cents: 11_300,
  collection_mode: 'charge_automatically',
  card_type: 'VISA',
  own_state: 0,
  state: 0,
  card_batch_id: null,
  batch_outcome: null,
  created_by: 'admin-1',
  created_at: '2026-03-01T09:00:00.000Z',
  ...fields,
});

describe.each(testDatabases())('billing read model on $name', (testDatabase) => {
  const spec = projectionSpec(billingProjector, testDatabase);

  it.each([1, 1_000])('shows the effective state of card payments from their batch, in batches of %i', async (batchSize) => {
    const [settled, voided, waiting, invoiced] = [payment(), payment(), payment(), payment()];
    const [first, second] = [batch(), batch()];
    await spec
      .given(
        settled.created('2026-03-01T09:00:00.000Z'),
        voided.created('2026-03-01T09:00:00.000Z'),
        waiting.created('2026-03-01T09:00:00.000Z'),
        invoiced.created('2026-03-01T09:00:00.000Z'),
        first.opened([settled.id, voided.id], '2026-03-02T09:00:00.000Z'),
        second.opened([waiting.id], '2026-03-02T09:00:00.000Z'),
        unrelated('2026-03-02T10:00:00.000Z'),
        first.settled([settled.id], '2026-03-03T09:00:00.000Z'),
        // A later outcome for a payment already settled does not reopen it: the first stands.
        first.voided([voided.id, settled.id], '2026-03-03T09:00:00.000Z'),
        invoiced.on('PaymentVoided', { reason: 'duplicate' }, '2026-03-04T09:00:00.000Z'),
        invoiced.on('PaymentPaid', { cardType: 'VISA', totalCents: 11_300 }, '2026-03-05T09:00:00.000Z'),
      )
      .then(
        (positions) =>
          [
            paymentRow(settled.id, { state: 1, card_batch_id: first.id, batch_outcome: 'settled', version: 0, updated_at: '2026-03-01T09:00:00.000Z', last_position: positions[7] }),
            paymentRow(voided.id, { state: 2, card_batch_id: first.id, batch_outcome: 'voided', version: 0, updated_at: '2026-03-01T09:00:00.000Z', last_position: positions[8] }),
            paymentRow(waiting.id, { card_batch_id: second.id, version: 0, updated_at: '2026-03-01T09:00:00.000Z', last_position: positions[2] }),
            paymentRow(invoiced.id, { own_state: 2, state: 2, version: 2, updated_at: '2026-03-05T09:00:00.000Z', last_position: positions[10] }),
          ].sort((a, b) => a.id.localeCompare(b.id)),
        { table: 'payments', batchSize },
      );
  });

  it('keeps the price list: price changes and retirement', async () => {
    const productId = randomUUID();
    const on = (type: string, data: Record<string, unknown>, at: string) => event(`product-${productId}`, type, { productId, ...data }, at);
    await spec
      .given(
        on('ProductCreated', { membershipCode: 'FAMILY', name: 'Family plan', unitPriceCents: 2_500, unitOfMeasure: 1, createdBy: 'admin-1' }, '2026-03-01T09:00:00.000Z'),
        on('ProductPriceChanged', { unitPriceCents: 2_900, previousUnitPriceCents: 2_500 }, '2026-03-02T09:00:00.000Z'),
        on('ProductRetired', {}, '2026-03-03T09:00:00.000Z'),
      )
      .then((positions) => [
        {
          id: productId,
          membership_code: 'FAMILY',
          name: 'Family plan',
          unit_price_cents: 2_900,
          unit_of_measure: 1,
          active: false,
          created_by: 'admin-1',
          version: 2,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-03T09:00:00.000Z',
          last_position: positions[2],
        },
      ]);
  });

  it('records a batch outcome on the batch', async () => {
    const p = payment();
    const b = batch();
    await spec.given(p.created('2026-03-01T09:00:00.000Z'), b.opened([p.id], '2026-03-02T09:00:00.000Z'), b.voided([p.id], '2026-03-03T09:00:00.000Z')).then(
      (positions) => [
        { id: b.id, status: 'voided', payment_ids: [p.id], payment_count: 1, total_cents: 11_300, opened_by: 'admin-1', void_reason: 'declined', version: 1, created_at: '2026-03-02T09:00:00.000Z', updated_at: '2026-03-03T09:00:00.000Z', last_position: positions[2] },
      ],
      { table: 'card_batches' },
    );
  });
});
