import { DomainError, ruleBroken } from '../shared/domain-error';

export const taxRateAlreadyExists = (taxRateId: string): DomainError =>
  new DomainError('conflict', 'tax_rate_already_exists', `The tax rate ${taxRateId} already exists.`);

export const taxRateNotFound = (taxRateId: string): DomainError =>
  new DomainError('not_found', 'tax_rate_not_found', `The tax rate ${taxRateId} does not exist.`);

export const taxRateUnchanged = (rateBasisPoints: number): DomainError =>
  ruleBroken('tax_rate_unchanged', `The tax rate is already ${rateBasisPoints} basis points.`);
