import { DomainError, ruleBroken } from '../shared/domain-error';

export const cardBatchAlreadyExists = (cardBatchId: string): DomainError =>
  new DomainError('conflict', 'card_batch_already_exists', `The card batch ${cardBatchId} already exists.`);

export const cardBatchNotFound = (cardBatchId: string): DomainError =>
  new DomainError('not_found', 'cardbatch_not_found', `The card batch ${cardBatchId} does not exist.`);

const listed = (paymentIds: readonly string[]): string => paymentIds.join(', ');

export const unknownPayments = (paymentIds: readonly string[]): DomainError =>
  ruleBroken('payment_not_found', `These payments do not exist: ${listed(paymentIds)}.`);

export const paymentsNotUnpaid = (paymentIds: readonly string[]): DomainError =>
  ruleBroken('payment_not_unpaid', `Only UNPAID payments go into a card batch; these are paid or voided: ${listed(paymentIds)}.`);

export const paymentsNotCharged = (paymentIds: readonly string[]): DomainError =>
  ruleBroken('payment_not_card_charge', `Only payments charged automatically to a card go into a card batch; these are invoices: ${listed(paymentIds)}.`);

export const paymentsInAnotherBatch = (paymentIds: readonly string[]): DomainError =>
  ruleBroken('payment_in_card_batch', `A charge goes into one card batch only; these are in a batch already: ${listed(paymentIds)}.`);

/** Another batch claimed a charge between this request's read and its claim: nothing of this batch is kept. */
export const cardChargesTakenMeanwhile = (paymentIds: readonly string[]): DomainError =>
  new DomainError('conflict', 'card_charge_taken', `Another card batch took these charges at the same moment: ${listed(paymentIds)}. Nothing was opened; open the batch again with the charges still free.`);

export const cardBatchAlreadySettled = (cardBatchId: string): DomainError =>
  ruleBroken('card_batch_already_settled', `The card batch ${cardBatchId} is settled: a settled batch is final.`);

export const cardBatchAlreadyVoided = (cardBatchId: string): DomainError =>
  ruleBroken('card_batch_already_voided', `The card batch ${cardBatchId} is voided: a voided batch is final.`);
