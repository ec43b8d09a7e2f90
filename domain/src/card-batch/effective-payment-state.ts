import { PaymentState, type PaymentStateId } from '../catalog/payments';
import { paymentStateIdOf, type ExistingPayment } from '../payment/state';
import type { CardBatchEvent } from './events';

/** What a settled or voided card batch says of the payments it covers. */
export interface CardBatchOutcome {
  outcome: 'settled' | 'voided';
  paymentIds: readonly string[];
}

export const cardBatchOutcomeOf = (event: CardBatchEvent): CardBatchOutcome | null => {
  switch (event.type) {
    case 'CardBatchSettled':
      return { outcome: 'settled', paymentIds: event.data.paymentIds };
    case 'CardBatchVoided':
      return { outcome: 'voided', paymentIds: event.data.paymentIds };
    case 'CardBatchOpened':
      return null;
  }
};

/**
 * A payment's state as people see it. Its own stream decides, except for a card charge, which
 * stays UNPAID in its own stream and takes the outcome of the card batch that settled (PAID) or
 * voided (VOIDED) it: a batch records the outcome of all its payments in one event because the
 * store appends atomically to one stream only. `outcomes` come in store order; should a payment
 * ever sit in two closed batches, the first outcome stands, as PAID and VOIDED are final.
 */
export const effectivePaymentState = (payment: ExistingPayment, outcomes: readonly CardBatchOutcome[]): PaymentStateId => {
  const own = paymentStateIdOf(payment);
  if (own !== PaymentState.UNPAID) return own;
  const covering = outcomes.find((batch) => batch.paymentIds.includes(payment.paymentId));
  if (!covering) return PaymentState.UNPAID;
  return covering.outcome === 'settled' ? PaymentState.PAID : PaymentState.VOIDED;
};
