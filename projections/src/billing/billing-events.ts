import {
  cardBatchEventTypes,
  paymentEventTypes,
  productEventTypes,
  subscriptionEventTypes,
  taxRateEventTypes,
  type CardBatchEvent,
  type PaymentEvent,
  type ProductEvent,
  type SubscriptionEvent,
  type TaxRateEvent,
} from '@careledger/domain';
import type { BillingStamps, RecordedEvent } from '@careledger/storage';

type Recorded<DomainEvent> = Omit<RecordedEvent, 'type' | 'data'> & DomainEvent;

export type RecordedProductEvent = Recorded<ProductEvent>;
export type RecordedTaxRateEvent = Recorded<TaxRateEvent>;
export type RecordedSubscriptionEvent = Recorded<SubscriptionEvent>;
export type RecordedPaymentEvent = Recorded<PaymentEvent>;
export type RecordedCardBatchEvent = Recorded<CardBatchEvent>;
export type RecordedBillingEvent = RecordedProductEvent | RecordedTaxRateEvent | RecordedSubscriptionEvent | RecordedPaymentEvent | RecordedCardBatchEvent;

const types: ReadonlySet<string> = new Set<string>([
  ...productEventTypes,
  ...taxRateEventTypes,
  ...subscriptionEventTypes,
  ...paymentEventTypes,
  ...cardBatchEventTypes,
]);

export const isBillingEventType = (type: string): boolean => types.has(type);

export const isRecordedBillingEvent = (event: RecordedEvent): event is RecordedEvent & RecordedBillingEvent => types.has(event.type);

export const stamp = (before: BillingStamps | null, event: Omit<RecordedEvent, 'type' | 'data'>): BillingStamps => ({
  version: event.streamVersion,
  created_at: before?.created_at ?? event.metadata.occurredAt,
  updated_at: event.metadata.occurredAt,
  last_position: event.globalPosition,
});

/** A creation event applies once; any other applies to an existing row it has not reached yet. */
export const applies = (record: BillingStamps | null, creation: boolean, event: { streamVersion: number }): boolean =>
  creation ? record === null : record !== null && event.streamVersion > record.version;
