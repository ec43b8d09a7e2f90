import { DomainError, invalid, ruleBroken } from '../shared/domain-error';

export const medicationOrderAlreadyExists = (orderId: string): DomainError =>
  new DomainError('conflict', 'medication_order_already_exists', `The medication order ${orderId} already exists.`);

export const medicationOrderNotFound = (orderId: string): DomainError =>
  new DomainError('not_found', 'medication_order_not_found', `The medication order ${orderId} does not exist.`);

export const medicationOrderDiscontinued = (orderId: string): DomainError =>
  ruleBroken('medication_order_discontinued', `The medication order ${orderId} was discontinued and can no longer change.`);

export const medicationOrderChangeUnchanged = (): DomainError =>
  ruleBroken('change_unchanged', 'The change changes nothing: the dose, times, end date and instructions are as already ordered.');

export const medicationOrderEndsBeforeStart = (startDate: string): DomainError =>
  invalid([{ path: 'endDate', message: `must not be before startDate (${startDate})` }], `The request is not valid: endDate is before the order's start, ${startDate}.`);
