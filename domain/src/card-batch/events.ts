import type { CardTypeId } from '../catalog/payments';
import type { Event } from '../shared/event';

export const CARD_BATCH_STREAM_CATEGORY = 'cardbatch';
export const cardBatchStreamId = (cardBatchId: string): string => `${CARD_BATCH_STREAM_CATEGORY}-${cardBatchId}`;

interface CardBatchRef {
  cardBatchId: string;
}

export interface BatchedPayment {
  paymentId: string;
  cardType: CardTypeId;
  totalCents: number;
}

/** The card charges of UNPAID payments, gathered to be settled or voided with the processor together. */
export type CardBatchOpened = Event<'CardBatchOpened', CardBatchRef & { payments: BatchedPayment[]; totalCents: number; openedBy: string }>;
/**
 * One event for the whole batch: the store appends to one stream atomically, so the outcome of
 * every payment in it is recorded here, and a payment's state is its own stream read together
 * with the batch that covers it (see effective-payment-state.ts).
 */
export type CardBatchSettled = Event<'CardBatchSettled', CardBatchRef & { paymentIds: string[] }>;
export type CardBatchVoided = Event<'CardBatchVoided', CardBatchRef & { paymentIds: string[]; reason: string | null }>;

export type CardBatchEvent = CardBatchOpened | CardBatchSettled | CardBatchVoided;

export type CardBatchEventType = CardBatchEvent['type'];

export const cardBatchEventTypes: readonly CardBatchEventType[] = ['CardBatchOpened', 'CardBatchSettled', 'CardBatchVoided'];

export const isCardBatchEvent = (event: Event): event is CardBatchEvent => cardBatchEventTypes.includes(event.type as CardBatchEventType);
