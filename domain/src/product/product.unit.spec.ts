import { describe, expect, it } from 'vitest';
import { MembershipProduct, UnitOfMeasure } from '../catalog/billing';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import type { ProductCommand } from './commands';
import { productDecider } from './decider';
import type { ProductCreated, ProductEvent } from './events';
import { productRecord } from './record';

const productId = '5f1e2d3c-4b5a-4697-8877-665544332211';
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: 'admin-1', actorRole: Role.ADMIN, now: '2030-03-01T09:00:00.000Z' };

const productSpec = deciderSpec(productDecider);
const created: ProductCreated = {
  type: 'ProductCreated',
  data: { productId, membershipCode: MembershipProduct.MEMBERSHIP, name: 'Family membership', unitPriceCents: 2_999, unitOfMeasure: UnitOfMeasure.MONTHLY, createdBy: 'admin-1' },
};
const retired: ProductEvent = { type: 'ProductRetired', data: { productId } };
const createProduct: ProductCommand = {
  type: 'CreateProduct',
  data: { productId, membershipCode: MembershipProduct.MEMBERSHIP, name: 'Family membership', unitPriceCents: 2_999, unitOfMeasure: UnitOfMeasure.MONTHLY },
  metadata,
};
const changePrice = (unitPriceCents: number): ProductCommand => ({ type: 'ChangeProductPrice', data: { productId, unitPriceCents }, metadata });
const retire: ProductCommand = { type: 'RetireProduct', data: { productId }, metadata };

describe('products', () => {
  it('creates a product on sale', () => {
    productSpec.given([]).when(createProduct).then([created]);
    productSpec.given([created]).when(createProduct).thenFails('product_already_exists', 'conflict');
  });

  it('changes the price, keeping the previous one', () => {
    productSpec.given([created]).when(changePrice(3_499)).then([{ type: 'ProductPriceChanged', data: { productId, unitPriceCents: 3_499, previousUnitPriceCents: 2_999 } }]);
    productSpec.given([created]).when(changePrice(2_999)).thenFails('price_unchanged', 'rule');
  });

  it('retires a product once; a retired product keeps its price', () => {
    productSpec.given([created]).when(retire).then([retired]);
    productSpec.given([created, retired]).when(retire).thenFails('product_retired', 'rule');
    productSpec.given([created, retired]).when(changePrice(3_499)).thenFails('product_retired', 'rule');
  });

  it('refuses actions on a product that does not exist', () => {
    productSpec.given([]).when(retire).thenFails('product_not_found', 'not_found');
    productSpec.given([]).when(changePrice(1)).thenFails('product_not_found', 'not_found');
  });

  it('names every bad field of a product', () => {
    expect(() => parseOrThrow(productRecord.create.body, { membershipCode: 'gold', name: ' ', unitPriceCents: 19.99, unitOfMeasure: 4 })).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'membershipCode', message: 'must be one of membership, remote_monitoring, at_home_program' },
          { path: 'name', message: 'must not be empty' },
          { path: 'unitPriceCents', message: 'must be a whole number of cents' },
          { path: 'unitOfMeasure', message: 'must be a unit of measure: 0 service, 1 daily, 2 weekly or 3 monthly' },
        ],
      }),
    );
  });
});
