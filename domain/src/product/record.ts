import { z } from 'zod';
import { isIdOf } from '../catalog/catalog-entry';
import { membershipProducts, unitsOfMeasure, type MembershipProductCode, type UnitOfMeasureId } from '../catalog/billing';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { MAX_PRODUCT_NAME_LENGTH, MAX_UNIT_PRICE_CENTS, type ProductAction, type ProductCommand } from './commands';
import { productDecider } from './decider';
import type { ProductEvent } from './events';
import type { ProductState } from './state';

const priceCents = z
  .int({ error: ruleMessage('must be a whole number of cents') })
  .min(0, { error: 'must be a whole number of cents, 0 or more' })
  .max(MAX_UNIT_PRICE_CENTS, { error: `must be at most ${MAX_UNIT_PRICE_CENTS} cents` });

const membershipCode = z.custom<MembershipProductCode>((value) => isIdOf(membershipProducts, value), {
  error: ruleMessage(`must be one of ${membershipProducts.map((product) => product.id).join(', ')}`),
}).meta({ examples: [membershipProducts[0].id] });
const unitOfMeasure = z.custom<UnitOfMeasureId>((value) => isIdOf(unitsOfMeasure, value), {
  error: ruleMessage('must be a unit of measure: 0 service, 1 daily, 2 weekly or 3 monthly'),
}).meta({ examples: [3 as UnitOfMeasureId] });
const name = z
  .string({ error: ruleMessage('must be a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_PRODUCT_NAME_LENGTH, { error: `must be at most ${MAX_PRODUCT_NAME_LENGTH} characters` });

/** Products are the platform's price list: anyone signed in reads it, so the facts carry nothing. */
export const productRecord: RecordType<ProductState, ProductCommand, ProductEvent, ProductAction> = {
  category: 'product',
  noun: 'product',
  decider: productDecider,
  exists: (state) => state.status !== 'none',
  create: creation({ membershipCode, name, unitPriceCents: priceCents, unitOfMeasure }, (productId, body, metadata) => ({
    type: 'CreateProduct',
    data: { productId, ...body },
    metadata,
  })),
  actions: {
    'change-price': action({ unitPriceCents: priceCents }, (productId, body, metadata) => ({
      type: 'ChangeProductPrice',
      data: { productId, unitPriceCents: body.unitPriceCents },
      metadata,
    })),
    retire: action({}, (productId, _body, metadata) => ({ type: 'RetireProduct', data: { productId }, metadata })),
  },
  factsOf: () => ({}),
  factsOfCreation: () => ({}),
};
