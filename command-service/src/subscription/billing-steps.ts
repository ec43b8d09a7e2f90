import { cardChargesTakenMeanwhile, createPaymentRequestShape, openCardBatchRequestShape, paymentDecider, paymentStateIdOf, paymentStreamId, subscribeRequestShape } from '@careledger/domain';
import type { EventStore } from '@careledger/storage';
import { z } from 'zod';
import { eventMetadataOf } from '../pipeline/command-accepted';
import type { CommandSteps } from '../pipeline/command-steps';
import { paymentReferences, stateOf, subscriptionReferences } from './billing-references';
import { chargeHoldOf, claimCharges, releaseCharges, type ChargeHold } from './card-charge-claims';
import { paymentIdFor } from './payment-id';

/** The clients' schemas, built once: a client names what it bills, never the `references` the pipeline reads. */
const subscribeRequest = z.strictObject(subscribeRequestShape);
const paymentRequest = z.strictObject(createPaymentRequestShape);
const openCardBatchRequest = z.strictObject(openCardBatchRequestShape);

type SubscribeRequest = z.output<typeof subscribeRequest>;
type PaymentRequest = z.output<typeof paymentRequest>;
type OpenCardBatchRequest = z.output<typeof openCardBatchRequest>;

/**
 * A subscription is decided on its product's price and tax rate of the day: the client names
 * them, the pipeline reads them (the client cannot send `references`: its schema does not know them).
 */
export const subscriptionCreationSteps = (): CommandSteps => ({
  request: subscribeRequest,
  recordBodyOf: async (request: SubscribeRequest, { infrastructure }) => ({ ...request, references: await subscriptionReferences(infrastructure.eventStore, request) }),
});

/** A payment bills one period of one subscription, under the id of that period: billing it twice is refused. */
export const paymentCreationSteps = (): CommandSteps => ({
  request: paymentRequest,
  recordIdOf: (request: PaymentRequest) => paymentIdFor(request.subscriptionId, request.periodStart),
  recordBodyOf: async (request: PaymentRequest, { infrastructure }) => ({
    ...request,
    references: await paymentReferences(infrastructure.eventStore, { readStream: (streamId) => infrastructure.readReferenced(streamId) }, request),
  }),
});

/** Each payment as its own stream has it, with the batch that holds its charge. */
const chargedPayments = (store: EventStore, holds: readonly ChargeHold[]) =>
  Promise.all(
    holds.map(async ({ paymentId, heldBy }) => {
      const payment = await stateOf(store, paymentDecider, paymentStreamId(paymentId));
      return {
        paymentId,
        payment:
          payment.status === 'none'
            ? null
            : { state: paymentStateIdOf(payment), collectionMode: payment.collectionMode, cardType: payment.cardType, totalCents: payment.totalCents, heldBy },
      };
    }),
  );

/**
 * A card charge goes into one card batch only, ever. The pipeline reads each payment and who
 * holds its charge (the decider refuses a paid, voided or held one, 422), then, once decided,
 * claims every charge at the version it was read at: if another batch claimed one meanwhile the
 * answer is 409 and nothing opens. Claims are released when the batch does not open.
 */
export const cardBatchOpeningSteps = (): CommandSteps => {
  let holds: readonly ChargeHold[] = [];
  return {
    request: openCardBatchRequest,
    async recordBodyOf(request: OpenCardBatchRequest, { infrastructure: { eventStore, now } }) {
      holds = await Promise.all(request.paymentIds.map((paymentId) => chargeHoldOf(eventStore, paymentId, now())));
      return { ...request, references: { payments: await chargedPayments(eventStore, holds) } };
    },
    async beforeAppend({ infrastructure: { eventStore }, recordId }, { command }) {
      const metadata = eventMetadataOf(command);
      const { won, taken } = await claimCharges(eventStore, recordId, holds, metadata);
      const release = () => releaseCharges(eventStore, recordId, won, metadata);
      if (taken.length > 0) {
        await release();
        throw cardChargesTakenMeanwhile(taken);
      }
      return { undo: release };
    },
  };
};
