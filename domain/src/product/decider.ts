import { assertNever, type Decider } from '../shared/decider';
import type { ProductCommand } from './commands';
import { priceUnchanged, productAlreadyExists, productNotFound, productRetired } from './errors';
import type { ProductEvent } from './events';
import { evolveProduct, initialProductState, type OnSaleProduct, type ProductState } from './state';

const onSale = (state: ProductState, productId: string): OnSaleProduct => {
  if (state.status === 'none') throw productNotFound(productId);
  if (state.status === 'retired') throw productRetired(productId);
  return state;
};

export const decideProduct = (command: ProductCommand, state: ProductState): ProductEvent[] => {
  const { productId } = command.data;
  switch (command.type) {
    case 'CreateProduct':
      if (state.status !== 'none') throw productAlreadyExists(productId);
      return [{ type: 'ProductCreated', data: { ...command.data, createdBy: command.metadata.actorId } }];
    case 'ChangeProductPrice': {
      const product = onSale(state, productId);
      const { unitPriceCents } = command.data;
      if (product.unitPriceCents === unitPriceCents) throw priceUnchanged(unitPriceCents);
      return [{ type: 'ProductPriceChanged', data: { productId, unitPriceCents, previousUnitPriceCents: product.unitPriceCents } }];
    }
    case 'RetireProduct':
      onSale(state, productId);
      return [{ type: 'ProductRetired', data: { productId } }];
    default:
      return assertNever(command);
  }
};

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  initialState: initialProductState,
  evolve: evolveProduct,
  decide: decideProduct,
};
