import type { MembershipProductCode, UnitOfMeasureId } from '../catalog/billing';
import type { Event } from '../shared/event';

export const PRODUCT_STREAM_CATEGORY = 'product';
export const productStreamId = (productId: string): string => `${PRODUCT_STREAM_CATEGORY}-${productId}`;

interface ProductRef {
  productId: string;
}

export type ProductCreated = Event<
  'ProductCreated',
  ProductRef & {
    membershipCode: MembershipProductCode;
    name: string;
    /** Integer cents per unit of measure. */
    unitPriceCents: number;
    unitOfMeasure: UnitOfMeasureId;
    createdBy: string;
  }
>;
export type ProductPriceChanged = Event<'ProductPriceChanged', ProductRef & { unitPriceCents: number; previousUnitPriceCents: number }>;
/** No new subscriptions; existing ones are still billed, at its last price. */
export type ProductRetired = Event<'ProductRetired', ProductRef>;

export type ProductEvent = ProductCreated | ProductPriceChanged | ProductRetired;

export type ProductEventType = ProductEvent['type'];

export const productEventTypes: readonly ProductEventType[] = ['ProductCreated', 'ProductPriceChanged', 'ProductRetired'];

export const isProductEvent = (event: Event): event is ProductEvent => productEventTypes.includes(event.type as ProductEventType);
