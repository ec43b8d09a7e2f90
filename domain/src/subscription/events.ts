import type { BillingFrequencyId, MembershipProductCode, RecurrenceId, RoundingRuleId, UnitOfMeasureId } from '../catalog/billing';
import type { CardTypeId, PaymentCollectionModeId } from '../catalog/payments';
import type { Event } from '../shared/event';

export const SUBSCRIPTION_STREAM_CATEGORY = 'subscription';
export const subscriptionStreamId = (subscriptionId: string): string => `${SUBSCRIPTION_STREAM_CATEGORY}-${subscriptionId}`;

interface SubscriptionRef {
  subscriptionId: string;
}

/**
 * The terms a subscription was sold at. Its periods are billed at the product's price and the tax
 * rate of each billing day (a payment's `prices`); these copies stand in for a day before either existed.
 */
export interface SubscriptionTerms {
  productId: string;
  membershipCode: MembershipProductCode;
  unitPriceCents: number;
  unitOfMeasure: UnitOfMeasureId;
  taxRateId: string;
  taxRateBasisPoints: number;
  billingFrequency: BillingFrequencyId;
  collectionMode: PaymentCollectionModeId;
  /** The card on file, for charge_automatically; null for invoices. */
  cardType: CardTypeId | null;
  recurrence: RecurrenceId;
  roundingRule: RoundingRuleId;
  roundingIncrementCents: number;
}

/** Exactly one of `patientId` (care for a patient) and `userId` (a family member's own membership) is set. */
export type Subscribed = Event<
  'Subscribed',
  SubscriptionRef &
    SubscriptionTerms & {
      patientId: string | null;
      userId: string | null;
      /** A calendar date, YYYY-MM-DD. */
      startDate: string;
      subscribedBy: string;
    }
>;
/** Periods starting on or after `effectiveDate` are no longer billed. */
export type SubscriptionCancelled = Event<'SubscriptionCancelled', SubscriptionRef & { effectiveDate: string; reason: string | null }>;

export type SubscriptionEvent = Subscribed | SubscriptionCancelled;

export type SubscriptionEventType = SubscriptionEvent['type'];

export const subscriptionEventTypes: readonly SubscriptionEventType[] = ['Subscribed', 'SubscriptionCancelled'];

export const isSubscriptionEvent = (event: Event): event is SubscriptionEvent =>
  subscriptionEventTypes.includes(event.type as SubscriptionEventType);
