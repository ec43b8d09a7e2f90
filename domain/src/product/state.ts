import type { MembershipProductCode, UnitOfMeasureId } from '../catalog/billing';
import { assertNever } from '../shared/decider';
import type { ProductEvent } from './events';

export interface NoProduct {
  status: 'none';
}

interface ProductFields {
  productId: string;
  membershipCode: MembershipProductCode;
  name: string;
  unitPriceCents: number;
  unitOfMeasure: UnitOfMeasureId;
  createdBy: string;
}

export interface OnSaleProduct extends ProductFields {
  status: 'on_sale';
}

export interface RetiredProduct extends ProductFields {
  status: 'retired';
}

export type ExistingProduct = OnSaleProduct | RetiredProduct;
export type ProductState = NoProduct | ExistingProduct;

export const initialProductState = (): ProductState => ({ status: 'none' });

const onProduct = (state: ProductState, change: (product: ExistingProduct) => ExistingProduct): ProductState =>
  state.status === 'none' ? state : change(state);

export const evolveProduct = (state: ProductState, event: ProductEvent): ProductState => {
  switch (event.type) {
    case 'ProductCreated':
      return { status: 'on_sale', ...event.data };
    case 'ProductPriceChanged':
      return onProduct(state, (product) => ({ ...product, unitPriceCents: event.data.unitPriceCents }));
    case 'ProductRetired':
      return onProduct(state, (product) => ({ ...product, status: 'retired' }));
    default:
      return assertNever(event);
  }
};
