import { PaymentState, type PaymentStateId } from '@careledger/domain';
import type { CardBatchRow, PaymentRow, ProductRow, SubscriptionRow, TaxRateRow } from '@careledger/storage';
import {
  applies,
  stamp,
  type RecordedCardBatchEvent,
  type RecordedPaymentEvent,
  type RecordedProductEvent,
  type RecordedSubscriptionEvent,
  type RecordedTaxRateEvent,
} from './billing-events';

export const evolveProduct = (record: ProductRow | null, event: RecordedProductEvent): ProductRow | null => {
  if (!applies(record, event.type === 'ProductCreated', event)) return record;
  const stamped = stamp(record, event);
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, membershipCode, name, unitPriceCents, unitOfMeasure, createdBy } = event.data;
      return { id: productId, membership_code: membershipCode, name, unit_price_cents: unitPriceCents, unit_of_measure: unitOfMeasure, active: true, created_by: createdBy, ...stamped };
    }
    case 'ProductPriceChanged':
      return record && { ...record, unit_price_cents: event.data.unitPriceCents, ...stamped };
    case 'ProductRetired':
      return record && { ...record, active: false, ...stamped };
  }
};

export const evolveTaxRate = (record: TaxRateRow | null, event: RecordedTaxRateEvent): TaxRateRow | null => {
  if (!applies(record, event.type === 'TaxRateCreated', event)) return record;
  const stamped = stamp(record, event);
  switch (event.type) {
    case 'TaxRateCreated':
      return { id: event.data.taxRateId, name: event.data.name, rate_basis_points: event.data.rateBasisPoints, created_by: event.data.createdBy, ...stamped };
    case 'TaxRateChanged':
      return record && { ...record, rate_basis_points: event.data.rateBasisPoints, ...stamped };
  }
};

export const evolveSubscription = (record: SubscriptionRow | null, event: RecordedSubscriptionEvent): SubscriptionRow | null => {
  if (!applies(record, event.type === 'Subscribed', event)) return record;
  const stamped = stamp(record, event);
  switch (event.type) {
    case 'Subscribed': {
      const data = event.data;
      return {
        id: data.subscriptionId,
        patient_id: data.patientId,
        user_id: data.userId,
        product_id: data.productId,
        membership_code: data.membershipCode,
        unit_price_cents: data.unitPriceCents,
        unit_of_measure: data.unitOfMeasure,
        tax_rate_id: data.taxRateId,
        tax_rate_basis_points: data.taxRateBasisPoints,
        billing_frequency: data.billingFrequency,
        collection_mode: data.collectionMode,
        card_type: data.cardType,
        recurrence: data.recurrence,
        rounding_rule: data.roundingRule,
        rounding_increment_cents: data.roundingIncrementCents,
        start_date: data.startDate,
        status: 'active',
        cancelled_from: null,
        cancel_reason: null,
        subscribed_by: data.subscribedBy,
        ...stamped,
      };
    }
    case 'SubscriptionCancelled':
      return record && { ...record, status: 'cancelled', cancelled_from: event.data.effectiveDate, cancel_reason: event.data.reason, ...stamped };
  }
};

/**
 * Mirrors the domain's `effectivePaymentState`: the payment's own stream decides unless it is
 * still UNPAID, when the outcome of the card batch covering it does.
 */
export const effectiveState = (ownState: number, batchOutcome: string | null): PaymentStateId => {
  if (ownState !== PaymentState.UNPAID) return ownState as PaymentStateId;
  if (batchOutcome === 'settled') return PaymentState.PAID;
  if (batchOutcome === 'voided') return PaymentState.VOIDED;
  return PaymentState.UNPAID;
};

const withOwnState = (record: PaymentRow, ownState: number, event: RecordedPaymentEvent): PaymentRow =>
  // PAID and VOIDED are final: only an UNPAID payment moves.
  record.own_state === PaymentState.UNPAID
    ? { ...record, own_state: ownState, state: effectiveState(ownState, record.batch_outcome), ...stamp(record, event) }
    : { ...record, ...stamp(record, event) };

export const evolvePayment = (record: PaymentRow | null, event: RecordedPaymentEvent): PaymentRow | null => {
  if (!applies(record, event.type === 'PaymentCreated', event)) return record;
  switch (event.type) {
    case 'PaymentCreated': {
      const data = event.data;
      return {
        id: data.paymentId,
        subscription_id: data.subscriptionId,
        patient_id: data.patientId,
        user_id: data.userId,
        period_start: data.periodStart,
        period_end: data.periodEnd,
        quantity: data.quantity,
        unit_price_cents: data.unitPriceCents,
        tax_rate_basis_points: data.taxRateBasisPoints,
        amount_cents: data.amountCents,
        tax_cents: data.taxCents,
        total_cents: data.totalCents,
        collection_mode: data.collectionMode,
        card_type: data.cardType,
        own_state: PaymentState.UNPAID,
        state: PaymentState.UNPAID,
        card_batch_id: null,
        batch_outcome: null,
        created_by: data.createdBy,
        ...stamp(null, event),
      };
    }
    case 'PaymentPaid':
      return record && withOwnState(record, PaymentState.PAID, event);
    case 'PaymentVoided':
      return record && withOwnState(record, PaymentState.VOIDED, event);
  }
};

/** A card batch event seen from a payment it covers: neither the payment's version nor its stamps move. */
export const evolvePaymentInBatch = (record: PaymentRow, event: RecordedCardBatchEvent): PaymentRow => {
  switch (event.type) {
    case 'CardBatchOpened':
      return record.card_batch_id === null ? { ...record, card_batch_id: event.data.cardBatchId } : record;
    case 'CardBatchSettled':
    case 'CardBatchVoided': {
      if (record.batch_outcome !== null) return record;
      const outcome = event.type === 'CardBatchSettled' ? 'settled' : 'voided';
      return { ...record, card_batch_id: event.data.cardBatchId, batch_outcome: outcome, state: effectiveState(record.own_state, outcome), last_position: event.globalPosition };
    }
  }
};

export const paymentIdsOf = (event: RecordedCardBatchEvent): readonly string[] =>
  event.type === 'CardBatchOpened' ? event.data.payments.map((payment) => payment.paymentId) : event.data.paymentIds;

export const evolveCardBatch = (record: CardBatchRow | null, event: RecordedCardBatchEvent): CardBatchRow | null => {
  if (!applies(record, event.type === 'CardBatchOpened', event)) return record;
  const stamped = stamp(record, event);
  switch (event.type) {
    case 'CardBatchOpened': {
      const { cardBatchId, payments, totalCents, openedBy } = event.data;
      const paymentIds = payments.map((payment) => payment.paymentId);
      return { id: cardBatchId, status: 'open', payment_ids: paymentIds, payment_count: paymentIds.length, total_cents: totalCents, opened_by: openedBy, void_reason: null, ...stamped };
    }
    case 'CardBatchSettled':
      return record && (record.status === 'open' ? { ...record, status: 'settled', ...stamped } : { ...record, ...stamped });
    case 'CardBatchVoided':
      return record && (record.status === 'open' ? { ...record, status: 'voided', void_reason: event.data.reason, ...stamped } : { ...record, ...stamped });
  }
};
