import type { RoundingRuleId } from '../catalog/billing';
import type { CardTypeId, PaymentCollectionModeId } from '../catalog/payments';
import type { ProductState } from '../product/state';
import type { EventMetadata } from '../shared/event';
import type { SubscriptionState } from '../subscription/state';
import { dateOfInstant } from '../task/calendar-date';
import type { TaxRateState } from '../tax-rate/state';

/** The subscription as the command edge read it from its stream, for billing one of its periods. */
export interface SubscriptionReference {
  patientId: string | null;
  userId: string | null;
  startDate: string;
  /** The first day no longer billed, when the subscription is cancelled. */
  cancelledFrom: string | null;
  unitPriceCents: number;
  taxRateBasisPoints: number;
  roundingRule: RoundingRuleId;
  roundingIncrementCents: number;
  collectionMode: PaymentCollectionModeId;
  cardType: CardTypeId | null;
}

export const subscriptionReferenceOf = (state: SubscriptionState): SubscriptionReference | null =>
  state.status === 'none'
    ? null
    : {
        patientId: state.patientId,
        userId: state.userId,
        startDate: state.startDate,
        cancelledFrom: state.status === 'cancelled' ? state.cancelledFrom : null,
        unitPriceCents: state.unitPriceCents,
        taxRateBasisPoints: state.taxRateBasisPoints,
        roundingRule: state.roundingRule,
        roundingIncrementCents: state.roundingIncrementCents,
        collectionMode: state.collectionMode,
        cardType: state.cardType,
      };

/**
 * The subscription's product price and tax rate as they stood on the day a period is billed (see
 * `billingDayOf`), read by the command edge; null where the record did not exist yet that day
 * (a subscription backdated before it), which bills at the subscription's own terms.
 */
export interface BillingDayPrices {
  unitPriceCents: number | null;
  taxRateBasisPoints: number | null;
}

/** Whether an event had happened by the end of `day` (business time: when its command was issued). */
export const occurredBy =
  (day: string) =>
  (event: { metadata: Pick<EventMetadata, 'occurredAt'> }): boolean =>
    dateOfInstant(event.metadata.occurredAt) <= day;

export const billingDayPricesOf = (product: ProductState, taxRate: TaxRateState): BillingDayPrices => ({
  unitPriceCents: product.status === 'none' ? null : product.unitPriceCents,
  taxRateBasisPoints: taxRate.status === 'none' ? null : taxRate.rateBasisPoints,
});
