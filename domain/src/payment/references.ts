import type { RoundingRuleId } from '../catalog/billing';
import type { CardTypeId, PaymentCollectionModeId } from '../catalog/payments';
import type { SubscriptionState } from '../subscription/state';

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
