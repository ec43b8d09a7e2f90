import type { CardTypeId } from '../catalog/payments';
import type { Command } from '../shared/command';
import type { BillingDayPrices, SubscriptionReference } from './references';

interface PaymentRef {
  paymentId: string;
}

export const MAX_PAYMENT_QUANTITY = 1_000;
export const MAX_PAYMENT_VOID_REASON_LENGTH = 500;

export const paymentActions = ['pay', 'void'] as const;
export type PaymentAction = (typeof paymentActions)[number];

export type CreatePayment = Command<
  'CreatePayment',
  PaymentRef & {
    subscriptionId: string;
    /** Null when no such subscription exists. */
    subscription: SubscriptionReference | null;
    /** The price and tax rate of the day the period is billed on. */
    prices: BillingDayPrices;
    periodStart: string;
    periodEnd: string;
    quantity: number;
  }
>;
export type PayPayment = Command<'PayPayment', PaymentRef & { cardType: CardTypeId }>;
export type VoidPayment = Command<'VoidPayment', PaymentRef & { reason: string | null }>;

export type PaymentCommand = CreatePayment | PayPayment | VoidPayment;
