import { describe, expect, it } from 'vitest';
import { CardType, PaymentCollectionMode, PaymentState, type CardTypeId } from '../catalog/payments';
import { fold } from '../shared/decider';
import { parseOrThrow } from '../shared/validation';
import { paymentDecider } from '../payment/decider';
import type { PaymentEvent } from '../payment/events';
import type { ExistingPayment } from '../payment/state';
import { metadata } from '../subscription/subscription.fixtures';
import { deciderSpec } from '../testing';
import type { CardBatchCommand, PaymentReference } from './commands';
import { allowedCardBatchActions } from './actions';
import { claimantOf, claimHolds, CLAIM_IN_FLIGHT_MS, type CardChargeEvent } from './card-charge';
import { cardBatchDecider } from './decider';
import { cardBatchOutcomeOf, effectivePaymentState } from './effective-payment-state';
import type { CardBatchEvent } from './events';
import { cardBatchRecord } from './record';

const cardBatchId = 'b0b1b2b3-c4c5-4d6d-8e7e-f8f9a0a1a2a3';
const first = '11111111-1111-4111-8111-111111111111';
const second = '22222222-2222-4222-8222-222222222222';
const spec = deciderSpec(cardBatchDecider);

const unpaidCharge = (cardType: CardTypeId = CardType.VISA, totalCents = 5_594): PaymentReference => ({
  state: PaymentState.UNPAID,
  collectionMode: PaymentCollectionMode.CHARGE_AUTOMATICALLY,
  cardType,
  totalCents,
  heldBy: null,
});
const open = (payments: { paymentId: string; payment: PaymentReference | null }[]): CardBatchCommand => ({ type: 'OpenCardBatch', data: { cardBatchId, payments }, metadata });
const opened: CardBatchEvent = {
  type: 'CardBatchOpened',
  data: {
    cardBatchId,
    payments: [
      { paymentId: first, cardType: CardType.VISA, totalCents: 5_594 },
      { paymentId: second, cardType: CardType.AMERICAN_EXPRESS, totalCents: 3_390 },
    ],
    totalCents: 8_984,
    openedBy: 'family-0001',
  },
};
const openBoth = open([
  { paymentId: first, payment: unpaidCharge() },
  { paymentId: second, payment: unpaidCharge(CardType.AMERICAN_EXPRESS, 3_390) },
]);
const settle: CardBatchCommand = { type: 'SettleCardBatch', data: { cardBatchId }, metadata };
const voidBatch: CardBatchCommand = { type: 'VoidCardBatch', data: { cardBatchId, reason: 'Processor outage' }, metadata };
const settled: CardBatchEvent = { type: 'CardBatchSettled', data: { cardBatchId, paymentIds: [first, second] } };
const voided: CardBatchEvent = { type: 'CardBatchVoided', data: { cardBatchId, paymentIds: [first, second], reason: 'Processor outage' } };

describe('opening a card batch', () => {
  it('gathers unpaid card charges with their total', () => {
    spec.given([]).when(openBoth).then([opened]);
  });

  it('refuses a charge that another batch holds, though its own stream still says UNPAID', () => {
    const otherBatch = 'c0c1c2c3-d4d5-4e6e-8f7f-a8a9b0b1b2b3';
    const held = open([{ paymentId: first, payment: unpaidCharge() }, { paymentId: second, payment: { ...unpaidCharge(), heldBy: otherBatch } }]);
    const refusal = spec.given([]).when(held).thenFails('payment_in_card_batch', 'rule');
    expect(refusal.message).toContain(second);
    expect(refusal.message).not.toContain(first);
  });

  it('names the payments that do not exist, are settled already or are invoices', () => {
    expect(spec.given([]).when(open([{ paymentId: first, payment: null }, { paymentId: second, payment: unpaidCharge() }])).thenFails('payment_not_found', 'rule').message).toContain(first);
    const paid = { ...unpaidCharge(), state: PaymentState.PAID };
    expect(spec.given([]).when(open([{ paymentId: first, payment: unpaidCharge() }, { paymentId: second, payment: paid }])).thenFails('payment_not_unpaid', 'rule').message).toContain(second);
    spec.given([]).when(open([{ paymentId: first, payment: { ...unpaidCharge(), state: PaymentState.VOIDED } }])).thenFails('payment_not_unpaid', 'rule');
    const invoice = { ...unpaidCharge(), collectionMode: PaymentCollectionMode.SEND_INVOICE, cardType: null };
    spec.given([]).when(open([{ paymentId: first, payment: invoice }])).thenFails('payment_not_card_charge', 'rule');
  });

  it('refuses an id that is taken', () => {
    spec.given([opened]).when(openBoth).thenFails('card_batch_already_exists', 'conflict');
  });

  it('refuses a request naming a payment twice or none', () => {
    const references = { payments: [] };
    expect(() => parseOrThrow(cardBatchRecord.create.body, { paymentIds: [first, first.toUpperCase()], references })).toThrow(
      expect.objectContaining({ errors: [{ path: 'paymentIds', message: 'must not name a payment twice' }] }),
    );
    expect(() => parseOrThrow(cardBatchRecord.create.body, { paymentIds: [], references })).toThrow(
      expect.objectContaining({ errors: [{ path: 'paymentIds', message: 'must name at least one payment' }] }),
    );
  });
});

describe('settling or voiding a card batch', () => {
  it('settles every payment of the batch in one event', () => {
    spec.given([opened]).when(settle).then([settled]);
  });

  it('voids every payment of the batch in one event', () => {
    spec.given([opened]).when(voidBatch).then([voided]);
  });

  it('keeps a settled or voided batch final', () => {
    spec.given([opened, settled]).when(settle).thenFails('card_batch_already_settled', 'rule');
    spec.given([opened, settled]).when(voidBatch).thenFails('card_batch_already_settled', 'rule');
    spec.given([opened, voided]).when(settle).thenFails('card_batch_already_voided', 'rule');
    spec.given([opened, voided]).when(voidBatch).thenFails('card_batch_already_voided', 'rule');
  });

  it('refuses a batch that does not exist', () => {
    spec.given([]).when(settle).thenFails('cardbatch_not_found', 'not_found');
  });
});

describe('effectivePaymentState', () => {
  const charge = (paymentId: string, ...later: PaymentEvent[]): ExistingPayment => {
    const created: PaymentEvent = {
      type: 'PaymentCreated',
      data: {
        paymentId, subscriptionId: 's', patientId: null, userId: 'u', periodStart: '2030-02-01', periodEnd: '2030-02-28', quantity: 1,
        unitPriceCents: 100, taxRateBasisPoints: 0, amountCents: 100, taxCents: 0, totalCents: 100,
        collectionMode: PaymentCollectionMode.SEND_INVOICE, cardType: null, createdBy: 'a',
      },
    };
    return fold(paymentDecider, [created, ...later]) as ExistingPayment;
  };
  const outcomes = [cardBatchOutcomeOf(opened), cardBatchOutcomeOf(settled)].filter((outcome) => outcome !== null);

  it('is UNPAID until a batch covering the payment settles or voids it', () => {
    expect(effectivePaymentState(charge(first), [])).toBe(PaymentState.UNPAID);
    expect(effectivePaymentState(charge(first), outcomes)).toBe(PaymentState.PAID);
    expect(effectivePaymentState(charge(first), [cardBatchOutcomeOf(voided)!])).toBe(PaymentState.VOIDED);
    expect(effectivePaymentState(charge('33333333-3333-4333-8333-333333333333'), outcomes)).toBe(PaymentState.UNPAID);
  });

  it('lets the first closed batch stand, and a payment settled on its own keep its state', () => {
    expect(effectivePaymentState(charge(first), [cardBatchOutcomeOf(voided)!, cardBatchOutcomeOf(settled)!])).toBe(PaymentState.VOIDED);
    const paidOnItsOwn = charge(first, { type: 'PaymentPaid', data: { paymentId: first, cardType: CardType.JCB, totalCents: 100 } });
    expect(effectivePaymentState(paidOnItsOwn, [cardBatchOutcomeOf(voided)!])).toBe(PaymentState.PAID);
    const voidedOnItsOwn = charge(first, { type: 'PaymentVoided', data: { paymentId: first, reason: null } });
    expect(effectivePaymentState(voidedOnItsOwn, outcomes)).toBe(PaymentState.VOIDED);
  });
});

describe('the card batch actions a status allows', () => {
  it('lets an open batch settle or void, and nothing else', () => {
    expect(allowedCardBatchActions('open')).toEqual(['settle', 'void']);
    expect(allowedCardBatchActions('settled')).toEqual([]);
    expect(allowedCardBatchActions('voided')).toEqual([]);
    expect(allowedCardBatchActions('none')).toEqual([]);
  });
});

describe("a card charge's claims", () => {
  const claimed = (batchId: string): CardChargeEvent => ({ type: 'CardChargeClaimed', data: { paymentId: first, cardBatchId: batchId } });
  const released = (batchId: string): CardChargeEvent => ({ type: 'CardChargeReleased', data: { paymentId: first, cardBatchId: batchId } });

  it('name the batch of the last claim, none before the first or after a release', () => {
    expect(claimantOf([])).toBeNull();
    expect(claimantOf([claimed(cardBatchId), released(cardBatchId), claimed(second)])).toBe(second);
    expect(claimantOf([claimed(cardBatchId), released(cardBatchId)])).toBeNull();
  });

  it('hold once the batch exists, whatever became of it, and for a while when it is still being opened', () => {
    const batchAfter = (events: CardBatchEvent[]) => fold(cardBatchDecider, events);
    const longAgo = CLAIM_IN_FLIGHT_MS * 10;
    expect(claimHolds(batchAfter([opened]), longAgo)).toBe(true);
    expect(claimHolds(batchAfter([opened, settled]), longAgo)).toBe(true);
    expect(claimHolds(batchAfter([opened, voided]), longAgo)).toBe(true);
    expect(claimHolds(batchAfter([]), 1_000)).toBe(true);
    expect(claimHolds(batchAfter([]), CLAIM_IN_FLIGHT_MS)).toBe(false);
  });
});
