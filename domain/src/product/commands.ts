import type { MembershipProductCode, UnitOfMeasureId } from '../catalog/billing';
import type { Command } from '../shared/command';

interface ProductRef {
  productId: string;
}

export const MAX_PRODUCT_NAME_LENGTH = 100;
/** One hundred thousand dollars: far above any membership, low enough to catch a misplaced decimal point. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;

export const productActions = ['change-price', 'retire'] as const;
export type ProductAction = (typeof productActions)[number];

export type CreateProduct = Command<
  'CreateProduct',
  ProductRef & { membershipCode: MembershipProductCode; name: string; unitPriceCents: number; unitOfMeasure: UnitOfMeasureId }
>;
export type ChangeProductPrice = Command<'ChangeProductPrice', ProductRef & { unitPriceCents: number }>;
export type RetireProduct = Command<'RetireProduct', ProductRef>;

export type ProductCommand = CreateProduct | ChangeProductPrice | RetireProduct;
