import { DomainError, ruleBroken } from '../shared/domain-error';

export const productAlreadyExists = (productId: string): DomainError =>
  new DomainError('conflict', 'product_already_exists', `The product ${productId} already exists.`);

export const productNotFound = (productId: string): DomainError =>
  new DomainError('not_found', 'product_not_found', `The product ${productId} does not exist.`);

export const productRetired = (productId: string): DomainError =>
  ruleBroken('product_retired', `The product ${productId} is retired: it is no longer sold.`);

export const priceUnchanged = (unitPriceCents: number): DomainError =>
  ruleBroken('price_unchanged', `The product already costs ${unitPriceCents} cents.`);
