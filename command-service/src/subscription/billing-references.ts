import {
  billingDayOf,
  billingDayPricesOf,
  fold,
  occurredBy,
  productDecider,
  productStreamId,
  subscriptionDecider,
  subscriptionReferenceOf,
  subscriptionStreamId,
  taxRateDecider,
  taxRateStreamId,
  type Command,
  type Decider,
  type Event,
} from '@careledger/domain';
import type { EventStore } from '@careledger/storage';

/** The state of another record, folded from its own stream; as it stood at the end of `asOfDay` when given. */
export const stateOf = async <State, Cmd extends Command, Evt extends Event>(
  store: Pick<EventStore, 'readStream'>,
  decider: Decider<State, Cmd, Evt>,
  streamId: string,
  asOfDay?: string,
): Promise<State> => {
  const events = await store.readStream(streamId);
  return fold(decider, (asOfDay === undefined ? events : events.filter(occurredBy(asOfDay))) as unknown as Evt[]);
};

export const subscriptionReferences = async (store: EventStore, request: { productId: string; taxRateId: string }) => {
  const [product, taxRate] = await Promise.all([
    stateOf(store, productDecider, productStreamId(request.productId)),
    stateOf(store, taxRateDecider, taxRateStreamId(request.taxRateId)),
  ]);
  return {
    product:
      product.status === 'none'
        ? null
        : { membershipCode: product.membershipCode, unitPriceCents: product.unitPriceCents, unitOfMeasure: product.unitOfMeasure, retired: product.status === 'retired' },
    taxRate: taxRate.status === 'none' ? null : { rateBasisPoints: taxRate.rateBasisPoints },
  };
};

/**
 * The subscription as it is, and its product's price and tax rate as they were on the day the
 * period is billed. The price list is read through `priceList`: the process's kept streams, which
 * every change to a product or rate makes it forget (DESIGN.md section 8).
 */
export const paymentReferences = async (
  store: Pick<EventStore, 'readStream'>,
  priceList: Pick<EventStore, 'readStream'>,
  request: { subscriptionId: string; periodStart: string; periodEnd: string },
) => {
  const subscription = await stateOf(store, subscriptionDecider, subscriptionStreamId(request.subscriptionId));
  if (subscription.status === 'none') return { subscription: null, prices: { unitPriceCents: null, taxRateBasisPoints: null } };
  const day = billingDayOf(subscription, request);
  const [product, taxRate] = await Promise.all([
    stateOf(priceList, productDecider, productStreamId(subscription.productId), day),
    stateOf(priceList, taxRateDecider, taxRateStreamId(subscription.taxRateId), day),
  ]);
  return { subscription: subscriptionReferenceOf(subscription), prices: billingDayPricesOf(product, taxRate) };
};
