import type { CardTypeId, PaymentCollectionModeId } from '../catalog/payments';
import type { Event } from '../shared/event';
import type { PaymentAmounts } from './amounts';

export const PAYMENT_STREAM_CATEGORY = 'payment';
export const paymentStreamId = (paymentId: string): string => `${PAYMENT_STREAM_CATEGORY}-${paymentId}`;

interface PaymentRef {
  paymentId: string;
}

/** A bill for one period of a subscription, UNPAID (0). Amounts are integer cents. */
export type PaymentCreated = Event<
  'PaymentCreated',
  PaymentRef &
    PaymentAmounts & {
      subscriptionId: string;
      patientId: string | null;
      userId: string | null;
      /** Calendar dates, YYYY-MM-DD, both included. */
      periodStart: string;
      periodEnd: string;
      quantity: number;
      unitPriceCents: number;
      taxRateBasisPoints: number;
      collectionMode: PaymentCollectionModeId;
      /** The card to charge, for charge_automatically: such payments settle or void in a card batch. */
      cardType: CardTypeId | null;
      createdBy: string;
    }
>;
/** PAID (1), final. */
export type PaymentPaid = Event<'PaymentPaid', PaymentRef & { cardType: CardTypeId; totalCents: number }>;
/** VOIDED (2), final. */
export type PaymentVoided = Event<'PaymentVoided', PaymentRef & { reason: string | null }>;

export type PaymentEvent = PaymentCreated | PaymentPaid | PaymentVoided;

export type PaymentEventType = PaymentEvent['type'];

export const paymentEventTypes: readonly PaymentEventType[] = ['PaymentCreated', 'PaymentPaid', 'PaymentVoided'];

export const isPaymentEvent = (event: Event): event is PaymentEvent => paymentEventTypes.includes(event.type as PaymentEventType);
