import { BillingFrequency, Recurrence } from '../catalog/billing';
import { PaymentCollectionMode } from '../catalog/payments';
import { assertNever, type Decider } from '../shared/decider';
import type { Subscribe, SubscriptionCommand } from './commands';
import {
  cancellationBeforeStart,
  cardRequired,
  cardWithoutAutomaticCharge,
  monthEndNeedsLastDay,
  productNotOnSale,
  subscriberAmbiguous,
  subscriberRequired,
  subscriptionAlreadyCancelled,
  subscriptionAlreadyExists,
  subscriptionNotFound,
  unknownProduct,
  unknownTaxRate,
} from './errors';
import type { Subscribed, SubscriptionEvent } from './events';
import { evolveSubscription, initialSubscriptionState, type SubscriptionState } from './state';

/** The UTC calendar date of an ISO instant: the day a command without a date speaks of. */
const dateOf = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

const subscribed = (command: Subscribe): Subscribed => {
  const { product, taxRate, productId, taxRateId, patientId, userId, collectionMode, cardType } = command.data;
  if (patientId === null && userId === null) throw subscriberRequired();
  if (patientId !== null && userId !== null) throw subscriberAmbiguous();
  if (!product) throw unknownProduct(productId);
  if (product.retired) throw productNotOnSale(productId);
  if (!taxRate) throw unknownTaxRate(taxRateId);
  const automatic = collectionMode === PaymentCollectionMode.CHARGE_AUTOMATICALLY;
  if (automatic && cardType === null) throw cardRequired();
  if (!automatic && cardType !== null) throw cardWithoutAutomaticCharge();
  if (command.data.billingFrequency === BillingFrequency.MONTH_END && command.data.recurrence !== Recurrence.LAST_DAY_OF_MONTH) {
    throw monthEndNeedsLastDay();
  }
  const { subscriptionId, billingFrequency, recurrence, roundingRule, roundingIncrementCents, startDate } = command.data;
  return {
    type: 'Subscribed',
    data: {
      subscriptionId,
      patientId,
      userId,
      productId,
      membershipCode: product.membershipCode,
      unitPriceCents: product.unitPriceCents,
      unitOfMeasure: product.unitOfMeasure,
      taxRateId,
      taxRateBasisPoints: taxRate.rateBasisPoints,
      billingFrequency,
      collectionMode,
      cardType,
      recurrence,
      roundingRule,
      roundingIncrementCents,
      startDate,
      subscribedBy: command.metadata.actorId,
    },
  };
};

export const decideSubscription = (command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] => {
  const { subscriptionId } = command.data;
  switch (command.type) {
    case 'Subscribe':
      if (state.status !== 'none') throw subscriptionAlreadyExists(subscriptionId);
      return [subscribed(command)];
    case 'CancelSubscription': {
      if (state.status === 'none') throw subscriptionNotFound(subscriptionId);
      if (state.status === 'cancelled') throw subscriptionAlreadyCancelled(subscriptionId);
      const effectiveDate = command.data.effectiveDate ?? dateOf(command.metadata.now);
      if (effectiveDate < state.startDate) throw cancellationBeforeStart(effectiveDate, state.startDate);
      return [{ type: 'SubscriptionCancelled', data: { subscriptionId, effectiveDate, reason: command.data.reason } }];
    }
    default:
      return assertNever(command);
  }
};

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
