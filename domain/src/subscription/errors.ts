import { DomainError, ruleBroken } from '../shared/domain-error';

export const subscriptionAlreadyExists = (subscriptionId: string): DomainError =>
  new DomainError('conflict', 'subscription_already_exists', `The subscription ${subscriptionId} already exists.`);

export const subscriptionNotFound = (subscriptionId: string): DomainError =>
  new DomainError('not_found', 'subscription_not_found', `The subscription ${subscriptionId} does not exist.`);

export const subscriberRequired = (): DomainError =>
  ruleBroken('subscriber_required', 'A subscription is for a patient or for a family member: give patientId or userId.');

export const subscriberAmbiguous = (): DomainError =>
  ruleBroken('subscriber_ambiguous', 'A subscription is for a patient or for a family member, not both: give patientId or userId.');

export const unknownProduct = (productId: string): DomainError => ruleBroken('product_not_found', `The product ${productId} does not exist.`);

export const productNotOnSale = (productId: string): DomainError =>
  ruleBroken('product_retired', `The product ${productId} is retired: it can no longer be subscribed to.`);

export const unknownTaxRate = (taxRateId: string): DomainError => ruleBroken('tax_rate_not_found', `The tax rate ${taxRateId} does not exist.`);

export const cardRequired = (): DomainError =>
  ruleBroken('card_required', 'A subscription charged automatically needs the card on file: give cardType.');

export const cardWithoutAutomaticCharge = (): DomainError =>
  ruleBroken('card_not_charged', 'An invoiced subscription charges no card: leave cardType out or choose charge_automatically.');

export const monthEndNeedsLastDay = (): DomainError =>
  ruleBroken('recurrence_conflicts_with_billing', 'Month-end billing recurs on the last day of the month (recurrence 3).');

export const subscriptionAlreadyCancelled = (subscriptionId: string): DomainError =>
  ruleBroken('subscription_already_cancelled', `The subscription ${subscriptionId} is already cancelled.`);

export const cancellationBeforeStart = (effectiveDate: string, startDate: string): DomainError =>
  ruleBroken('cancellation_before_start', `A cancellation from ${effectiveDate} would precede the start of the subscription on ${startDate}.`);
