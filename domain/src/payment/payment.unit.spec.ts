import { describe, expect, it } from 'vitest';
import { CardType, PaymentCollectionMode } from '../catalog/payments';
import { RoundingRule } from '../catalog/billing';
import { fold } from '../shared/decider';
import { parseOrThrow } from '../shared/validation';
import { subscriptionDecider } from '../subscription/decider';
import type { SubscriptionEvent } from '../subscription/events';
import { charged, metadata, patientId, subscribed, subscriptionId } from '../subscription/subscription.fixtures';
import { deciderSpec } from '../testing';
import type { PaymentCommand } from './commands';
import { paymentDecider } from './decider';
import type { PaymentCreated, PaymentEvent } from './events';
import { paymentRecord } from './record';
import { occurredBy, subscriptionReferenceOf, type SubscriptionReference } from './references';

const paymentId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const spec = deciderSpec(paymentDecider);

const referenceTo = (...history: SubscriptionEvent[]): SubscriptionReference | null => subscriptionReferenceOf(fold(subscriptionDecider, history));
const invoiced = referenceTo(subscribed());

const soldTerms = { unitPriceCents: null, taxRateBasisPoints: null };
const create = (changes: Partial<Extract<PaymentCommand, { type: 'CreatePayment' }>['data']> = {}): PaymentCommand => ({
  type: 'CreatePayment',
  data: { paymentId, subscriptionId, subscription: invoiced, prices: soldTerms, periodStart: '2030-02-10', periodEnd: '2030-03-09', quantity: 1, ...changes },
  metadata,
});
const created: PaymentCreated = {
  type: 'PaymentCreated',
  data: {
    paymentId, subscriptionId, patientId, userId: null, periodStart: '2030-02-10', periodEnd: '2030-03-09', quantity: 1,
    unitPriceCents: 4_950, taxRateBasisPoints: 1_300, amountCents: 4_950, taxCents: 644, totalCents: 5_594,
    collectionMode: PaymentCollectionMode.SEND_INVOICE, cardType: null, createdBy: 'family-0001',
  },
};
const cardCharge: PaymentCreated = { type: 'PaymentCreated', data: { ...created.data, ...charged } };
const pay: PaymentCommand = { type: 'PayPayment', data: { paymentId, cardType: CardType.MASTERCARD }, metadata };
const voidIt: PaymentCommand = { type: 'VoidPayment', data: { paymentId, reason: 'Billed twice' }, metadata };
const paid: PaymentEvent = { type: 'PaymentPaid', data: { paymentId, cardType: CardType.MASTERCARD, totalCents: 5_594 } };
const voided: PaymentEvent = { type: 'PaymentVoided', data: { paymentId, reason: 'Billed twice' } };

describe('creating a payment for a period', () => {
  it('is UNPAID, with amount and tax computed from the subscription terms', () => {
    spec.given([]).when(create()).then([created]);
  });

  it('bills at the product price and tax rate of the billing day, not those the subscription was sold at', () => {
    spec.given([]).when(create({ prices: { unitPriceCents: 5_200, taxRateBasisPoints: 1_500 } })).then([
      { type: 'PaymentCreated', data: { ...created.data, unitPriceCents: 5_200, taxRateBasisPoints: 1_500, amountCents: 5_200, taxCents: 780, totalCents: 5_980 } },
    ]);
    spec.given([]).when(create({ prices: { unitPriceCents: null, taxRateBasisPoints: 1_500 } })).then([
      { type: 'PaymentCreated', data: { ...created.data, taxRateBasisPoints: 1_500, taxCents: 743, totalCents: 5_693 } },
    ]);
  });

  it('takes a price list change made on the billing day, and none made after it', () => {
    const at = (occurredAt: string) => ({ metadata: { occurredAt } });
    expect(occurredBy('2030-02-10')(at('2030-02-10T23:59:59.999Z'))).toBe(true);
    expect(occurredBy('2030-02-10')(at('2030-02-11T00:00:00.000Z'))).toBe(false);
  });

  it('applies the rounding rule of the subscription', () => {
    const roundedDown = referenceTo(subscribed({ unitPriceCents: 2_999, roundingRule: RoundingRule.DOWN, roundingIncrementCents: 100 }));
    spec.given([]).when(create({ subscription: roundedDown, quantity: 2 })).then([
      { type: 'PaymentCreated', data: { ...created.data, quantity: 2, unitPriceCents: 2_999, amountCents: 5_900, taxCents: 767, totalCents: 6_667 } },
    ]);
  });

  it('bills the last period before a cancellation, and no period from it on', () => {
    const cancelledFromApril = referenceTo(subscribed(), { type: 'SubscriptionCancelled', data: { subscriptionId, effectiveDate: '2030-04-10', reason: null } });
    spec.given([]).when(create({ subscription: cancelledFromApril })).then([created]);
    spec.given([]).when(create({ subscription: cancelledFromApril, periodStart: '2030-04-10', periodEnd: '2030-05-09' })).thenFails('subscription_cancelled', 'rule');
  });

  it.each([
    ['subscription_not_found', { subscription: null }],
    ['period_ends_before_start', { periodEnd: '2030-02-09' }],
    ['period_before_subscription_start', { periodStart: '2030-01-09' }],
  ] as const)('refuses with %s', (code, changes) => {
    spec.given([]).when(create(changes)).thenFails(code, 'rule');
  });

  it('refuses a period that is already billed under this id', () => {
    spec.given([created]).when(create()).thenFails('payment_already_exists', 'conflict');
  });
});

describe('paying and voiding', () => {
  it('pays an unpaid invoice with a card type', () => {
    spec.given([created]).when(pay).then([paid]);
  });

  it('voids an unpaid invoice', () => {
    spec.given([created]).when(voidIt).then([voided]);
  });

  it('keeps PAID and VOIDED final', () => {
    spec.given([created, paid]).when(pay).thenFails('payment_already_paid', 'rule');
    spec.given([created, paid]).when(voidIt).thenFails('payment_already_paid', 'rule');
    spec.given([created, voided]).when(pay).thenFails('payment_already_voided', 'rule');
    spec.given([created, voided]).when(voidIt).thenFails('payment_already_voided', 'rule');
  });

  it('leaves card charges to their card batch', () => {
    spec.given([cardCharge]).when(pay).thenFails('card_payment_in_card_batch', 'rule');
    spec.given([cardCharge]).when(voidIt).thenFails('card_payment_in_card_batch', 'rule');
  });

  it('refuses actions on a payment that does not exist', () => {
    spec.given([]).when(pay).thenFails('payment_not_found', 'not_found');
    spec.given([]).when(voidIt).thenFails('payment_not_found', 'not_found');
  });

  it('names every bad field of a payment request', () => {
    expect(() => parseOrThrow(paymentRecord.create.body, { subscriptionId: 'nope', periodStart: '2030-02-10', quantity: 0, references: { subscription: null, prices: soldTerms } })).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'subscriptionId', message: 'must be a UUID' },
          { path: 'periodEnd', message: 'is required' },
          { path: 'quantity', message: 'must be at least 1' },
        ],
      }),
    );
    expect(() => parseOrThrow(paymentRecord.actions.pay?.body as never, { expectedVersion: 0, cardType: 'PAYPAL' })).toThrow(
      expect.objectContaining({ errors: [{ path: 'cardType', message: expect.stringContaining('must be a card type') as string }] }),
    );
  });
});
