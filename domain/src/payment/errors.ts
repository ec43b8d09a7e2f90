import { DomainError, ruleBroken } from '../shared/domain-error';

export const paymentAlreadyExists = (paymentId: string): DomainError =>
  new DomainError('conflict', 'payment_already_exists', `The payment ${paymentId} already exists: this period is already billed.`);

export const paymentNotFound = (paymentId: string): DomainError =>
  new DomainError('not_found', 'payment_not_found', `The payment ${paymentId} does not exist.`);

export const unknownSubscription = (subscriptionId: string): DomainError =>
  ruleBroken('subscription_not_found', `The subscription ${subscriptionId} does not exist.`);

export const periodEndsBeforeStart = (periodStart: string, periodEnd: string): DomainError =>
  ruleBroken('period_ends_before_start', `The period cannot end on ${periodEnd}, before it starts on ${periodStart}.`);

export const periodBeforeSubscription = (periodStart: string, startDate: string): DomainError =>
  ruleBroken('period_before_subscription_start', `The period starting ${periodStart} precedes the subscription, which starts on ${startDate}.`);

export const periodAfterCancellation = (periodStart: string, cancelledFrom: string): DomainError =>
  ruleBroken('subscription_cancelled', `The subscription is cancelled from ${cancelledFrom}: the period starting ${periodStart} is not billed.`);

export const paymentAlreadyPaid = (paymentId: string): DomainError =>
  ruleBroken('payment_already_paid', `The payment ${paymentId} is paid: a paid payment is final.`);

export const paymentAlreadyVoided = (paymentId: string): DomainError =>
  ruleBroken('payment_already_voided', `The payment ${paymentId} is voided: a voided payment is final.`);

export const cardPaymentSettlesInBatch = (paymentId: string): DomainError =>
  ruleBroken(
    'card_payment_in_card_batch',
    `The payment ${paymentId} is charged automatically to a card: it is settled or voided with its card batch, not on its own.`,
  );

export const paymentTotalTooLarge = (totalCents: number, limit: number): DomainError =>
  ruleBroken('payment_total_too_large', `The period would bill ${totalCents} cents, more than one payment holds (${limit}): bill it in shorter periods.`);
