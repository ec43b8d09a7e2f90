import { PaymentCollectionMode } from '../catalog/payments';
import { assertNever, type Decider } from '../shared/decider';
import { MAX_STORED_INTEGER } from '../shared/input-rules';
import { paymentAmounts } from './amounts';
import type { CreatePayment, PaymentCommand } from './commands';
import {
  cardPaymentSettlesInBatch,
  paymentAlreadyExists,
  paymentAlreadyPaid,
  paymentAlreadyVoided,
  paymentNotFound,
  periodAfterCancellation,
  periodBeforeSubscription,
  periodEndsBeforeStart,
  paymentTotalTooLarge,
  unknownSubscription,
} from './errors';
import type { PaymentCreated, PaymentEvent } from './events';
import { evolvePayment, initialPaymentState, type PaymentRecordState, type UnpaidPayment } from './state';

const created = (command: CreatePayment): PaymentCreated => {
  const { paymentId, subscriptionId, subscription, prices, periodStart, periodEnd, quantity } = command.data;
  if (!subscription) throw unknownSubscription(subscriptionId);
  if (periodEnd < periodStart) throw periodEndsBeforeStart(periodStart, periodEnd);
  if (periodStart < subscription.startDate) throw periodBeforeSubscription(periodStart, subscription.startDate);
  if (subscription.cancelledFrom !== null && periodStart >= subscription.cancelledFrom) {
    throw periodAfterCancellation(periodStart, subscription.cancelledFrom);
  }
  const { collectionMode, cardType } = subscription;
  // The price list of the billing day; a day before the product or rate existed keeps the terms sold.
  const unitPriceCents = prices.unitPriceCents ?? subscription.unitPriceCents;
  const taxRateBasisPoints = prices.taxRateBasisPoints ?? subscription.taxRateBasisPoints;
  const amounts = paymentAmounts({ ...subscription, unitPriceCents, taxRateBasisPoints, quantity });
  // Each price is within range, but a price times a quantity plus tax may not be.
  if (amounts.totalCents > MAX_STORED_INTEGER) throw paymentTotalTooLarge(amounts.totalCents, MAX_STORED_INTEGER);
  return {
    type: 'PaymentCreated',
    data: {
      paymentId,
      subscriptionId,
      patientId: subscription.patientId,
      userId: subscription.userId,
      periodStart,
      periodEnd,
      quantity,
      unitPriceCents,
      taxRateBasisPoints,
      ...amounts,
      collectionMode,
      cardType,
      createdBy: command.metadata.actorId,
    },
  };
};

/** Invoices are paid or voided one by one; card charges only through their card batch. */
const settleable = (state: PaymentRecordState, paymentId: string): UnpaidPayment => {
  switch (state.status) {
    case 'none':
      throw paymentNotFound(paymentId);
    case 'paid':
      throw paymentAlreadyPaid(paymentId);
    case 'voided':
      throw paymentAlreadyVoided(paymentId);
    case 'unpaid':
      if (state.collectionMode === PaymentCollectionMode.CHARGE_AUTOMATICALLY) throw cardPaymentSettlesInBatch(paymentId);
      return state;
    default:
      return assertNever(state);
  }
};

export const decidePayment = (command: PaymentCommand, state: PaymentRecordState): PaymentEvent[] => {
  const { paymentId } = command.data;
  switch (command.type) {
    case 'CreatePayment':
      if (state.status !== 'none') throw paymentAlreadyExists(paymentId);
      return [created(command)];
    case 'PayPayment': {
      const payment = settleable(state, paymentId);
      return [{ type: 'PaymentPaid', data: { paymentId, cardType: command.data.cardType, totalCents: payment.totalCents } }];
    }
    case 'VoidPayment':
      settleable(state, paymentId);
      return [{ type: 'PaymentVoided', data: { paymentId, reason: command.data.reason } }];
    default:
      return assertNever(command);
  }
};

export const paymentDecider: Decider<PaymentRecordState, PaymentCommand, PaymentEvent> = {
  initialState: initialPaymentState,
  evolve: evolvePayment,
  decide: decidePayment,
};
