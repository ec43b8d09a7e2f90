import {
  fold,
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

/** The state of another record, folded from its own stream. */
export const stateOf = async <State, Cmd extends Command, Evt extends Event>(store: EventStore, decider: Decider<State, Cmd, Evt>, streamId: string): Promise<State> =>
  fold(decider, (await store.readStream(streamId)) as unknown as Evt[]);

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

export const paymentReferences = async (store: EventStore, request: { subscriptionId: string }) => ({
  subscription: subscriptionReferenceOf(await stateOf(store, subscriptionDecider, subscriptionStreamId(request.subscriptionId))),
});
