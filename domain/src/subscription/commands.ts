import type { BillingFrequencyId, MembershipProductCode, RecurrenceId, RoundingRuleId, UnitOfMeasureId } from '../catalog/billing';
import type { CardTypeId, PaymentCollectionModeId } from '../catalog/payments';
import type { Command } from '../shared/command';

interface SubscriptionRef {
  subscriptionId: string;
}

export const MAX_SUBSCRIPTION_CANCEL_REASON_LENGTH = 500;
export const MAX_ROUNDING_INCREMENT_CENTS = 10_000;

export const subscriptionActions = ['cancel'] as const;
export type SubscriptionAction = (typeof subscriptionActions)[number];

/** The product as the command edge read it from its stream; null when there is no such product. */
export interface ProductReference {
  membershipCode: MembershipProductCode;
  unitPriceCents: number;
  unitOfMeasure: UnitOfMeasureId;
  retired: boolean;
}

/** The tax rate as the command edge read it from its stream; null when there is no such rate. */
export interface TaxRateReference {
  rateBasisPoints: number;
}

export type Subscribe = Command<
  'Subscribe',
  SubscriptionRef & {
    patientId: string | null;
    userId: string | null;
    productId: string;
    product: ProductReference | null;
    taxRateId: string;
    taxRate: TaxRateReference | null;
    billingFrequency: BillingFrequencyId;
    collectionMode: PaymentCollectionModeId;
    cardType: CardTypeId | null;
    recurrence: RecurrenceId;
    roundingRule: RoundingRuleId;
    roundingIncrementCents: number;
    startDate: string;
  }
>;
export type CancelSubscription = Command<'CancelSubscription', SubscriptionRef & { effectiveDate: string | null; reason: string | null }>;

export type SubscriptionCommand = Subscribe | CancelSubscription;
