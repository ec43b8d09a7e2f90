import { PaymentCollectionMode, PaymentState } from '../catalog/payments';
import { assertNever, type Decider } from '../shared/decider';
import type { CardBatchCommand, OpenCardBatch, PaymentReference } from './commands';
import {
  cardBatchAlreadyExists,
  cardBatchAlreadySettled,
  cardBatchAlreadyVoided,
  cardBatchNotFound,
  paymentsNotCharged,
  paymentsInAnotherBatch,
  paymentsNotUnpaid,
  unknownPayments,
} from './errors';
import type { BatchedPayment, CardBatchEvent, CardBatchOpened } from './events';
import { evolveCardBatch, initialCardBatchState, type CardBatchState, type OpenCardBatchState } from './state';

type Found = { paymentId: string; payment: PaymentReference };

const idsWhere = (payments: readonly Found[], refused: (payment: PaymentReference) => boolean): string[] =>
  payments.filter(({ payment }) => refused(payment)).map(({ paymentId }) => paymentId);

const opened = (command: OpenCardBatch): CardBatchOpened => {
  const missing = command.data.payments.filter(({ payment }) => payment === null).map(({ paymentId }) => paymentId);
  if (missing.length > 0) throw unknownPayments(missing);
  const found = command.data.payments as Found[];
  const settledAlready = idsWhere(found, (payment) => payment.state !== PaymentState.UNPAID);
  if (settledAlready.length > 0) throw paymentsNotUnpaid(settledAlready);
  const invoices = idsWhere(found, (payment) => payment.collectionMode !== PaymentCollectionMode.CHARGE_AUTOMATICALLY || payment.cardType === null);
  if (invoices.length > 0) throw paymentsNotCharged(invoices);
  const held = idsWhere(found, (payment) => payment.heldBy !== null);
  if (held.length > 0) throw paymentsInAnotherBatch(held);
  const payments: BatchedPayment[] = found.map(({ paymentId, payment }) => ({
    paymentId,
    cardType: payment.cardType as BatchedPayment['cardType'],
    totalCents: payment.totalCents,
  }));
  const totalCents = payments.reduce((sum, payment) => sum + payment.totalCents, 0);
  return { type: 'CardBatchOpened', data: { cardBatchId: command.data.cardBatchId, payments, totalCents, openedBy: command.metadata.actorId } };
};

const stillOpen = (state: CardBatchState, cardBatchId: string): OpenCardBatchState => {
  switch (state.status) {
    case 'none':
      throw cardBatchNotFound(cardBatchId);
    case 'settled':
      throw cardBatchAlreadySettled(cardBatchId);
    case 'voided':
      throw cardBatchAlreadyVoided(cardBatchId);
    case 'open':
      return state;
    default:
      return assertNever(state);
  }
};

const paymentIdsOf = (batch: OpenCardBatchState): string[] => batch.payments.map((payment) => payment.paymentId);

export const decideCardBatch = (command: CardBatchCommand, state: CardBatchState): CardBatchEvent[] => {
  const { cardBatchId } = command.data;
  switch (command.type) {
    case 'OpenCardBatch':
      if (state.status !== 'none') throw cardBatchAlreadyExists(cardBatchId);
      return [opened(command)];
    case 'SettleCardBatch':
      return [{ type: 'CardBatchSettled', data: { cardBatchId, paymentIds: paymentIdsOf(stillOpen(state, cardBatchId)) } }];
    case 'VoidCardBatch': {
      const paymentIds = paymentIdsOf(stillOpen(state, cardBatchId));
      return [{ type: 'CardBatchVoided', data: { cardBatchId, paymentIds, reason: command.data.reason } }];
    }
    default:
      return assertNever(command);
  }
};

export const cardBatchDecider: Decider<CardBatchState, CardBatchCommand, CardBatchEvent> = {
  initialState: initialCardBatchState,
  evolve: evolveCardBatch,
  decide: decideCardBatch,
};
