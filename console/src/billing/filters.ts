import { paymentStates, type PaymentStateId } from '@careledger/domain';
import type {
  CardBatchListParams,
  CardBatchSortField,
  PaymentListParams,
  PaymentSortField,
  ProductListParams,
  ProductSortField,
  SortDirection,
  SubscriptionListParams,
  SubscriptionSortField,
} from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { isCalendarDate } from '../i18n/calendar-dates';
import { isCardBatchStatus, isSubscriptionStatus } from './labels';

export { PAGE_SIZES };
const DEFAULT_PAGE_SIZE = 25;

interface Paging<Field extends string> {
  page: number;
  pageSize: number;
  sort: { field: Field; direction: SortDirection };
}

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

const pagingFrom = <Field extends string>(search: URLSearchParams, fields: readonly Field[], defaultSort: Paging<Field>['sort']): Paging<Field> => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const sortField = fields.find((candidate) => candidate === field);
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort: sortField !== undefined && (direction === 'asc' || direction === 'desc') ? { field: sortField, direction } : defaultSort,
  };
};

/** The URL of a list: only what differs from the defaults, then its filters. */
const searchOf = <Field extends string>(params: Paging<Field>, defaultSort: Paging<Field>['sort'], filters: Record<string, string | undefined>): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== defaultSort.field || params.sort.direction !== defaultSort.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) search.set(key, value);
  return search;
};

export const PRODUCT_SORT: Paging<ProductSortField>['sort'] = { field: 'name', direction: 'asc' };
export const PRODUCT_SORT_FIELDS: readonly ProductSortField[] = ['name', 'createdAt'];

/** The price list and the tax rate its prices are shown with (`taxRateId`; the first rate when absent). */
export interface ProductScreenParams extends ProductListParams {
  taxRateId?: string | undefined;
}

export const productParamsFrom = (search: URLSearchParams): ProductScreenParams => {
  const active = search.get('active');
  return {
    ...pagingFrom(search, PRODUCT_SORT_FIELDS, PRODUCT_SORT),
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    taxRateId: search.get('taxRateId') ?? undefined,
  };
};
export const productSearchFrom = (params: ProductScreenParams): URLSearchParams =>
  searchOf(params, PRODUCT_SORT, { active: params.active === undefined ? undefined : String(params.active), taxRateId: params.taxRateId });

export const SUBSCRIPTION_SORT: Paging<SubscriptionSortField>['sort'] = { field: 'createdAt', direction: 'desc' };
export const SUBSCRIPTION_SORT_FIELDS: readonly SubscriptionSortField[] = ['createdAt'];

export const subscriptionParamsFrom = (search: URLSearchParams): SubscriptionListParams => {
  const status = search.get('status');
  return { ...pagingFrom(search, SUBSCRIPTION_SORT_FIELDS, SUBSCRIPTION_SORT), status: isSubscriptionStatus(status) ? status : undefined };
};
export const subscriptionSearchFrom = (params: SubscriptionListParams): URLSearchParams => searchOf(params, SUBSCRIPTION_SORT, { status: params.status });

export const PAYMENT_SORT: Paging<PaymentSortField>['sort'] = { field: 'periodStart', direction: 'desc' };
export const PAYMENT_SORT_FIELDS: readonly PaymentSortField[] = ['periodStart', 'createdAt'];

// UNPAID is state 0: a "positive number" check would drop it.
const paymentStateFrom = (raw: string | null): PaymentStateId | undefined =>
  raw === null || !/^\d+$/.test(raw) ? undefined : paymentStates.find((entry) => entry.id === Number(raw))?.id;
const dayFrom = (raw: string | null): string | undefined => (raw !== null && isCalendarDate(raw) ? raw : undefined);

export const paymentParamsFrom = (search: URLSearchParams): PaymentListParams => ({
  ...pagingFrom(search, PAYMENT_SORT_FIELDS, PAYMENT_SORT),
  status: paymentStateFrom(search.get('status')),
  from: dayFrom(search.get('from')),
  to: dayFrom(search.get('to')),
});
export const paymentSearchFrom = (params: PaymentListParams): URLSearchParams =>
  searchOf(params, PAYMENT_SORT, { status: params.status === undefined ? undefined : String(params.status), from: params.from, to: params.to });

export const CARD_BATCH_SORT: Paging<CardBatchSortField>['sort'] = { field: 'createdAt', direction: 'desc' };
export const CARD_BATCH_SORT_FIELDS: readonly CardBatchSortField[] = ['createdAt'];

/** The card batches list and the batch picked from it (`batch`), whose details and actions show beside the grid. */
export interface CardBatchScreenParams extends CardBatchListParams {
  batch?: string | undefined;
}

export const cardBatchParamsFrom = (search: URLSearchParams): CardBatchScreenParams => {
  const status = search.get('status');
  return { ...pagingFrom(search, CARD_BATCH_SORT_FIELDS, CARD_BATCH_SORT), status: isCardBatchStatus(status) ? status : undefined, batch: search.get('batch') ?? undefined };
};
export const cardBatchSearchFrom = (params: CardBatchScreenParams): URLSearchParams => searchOf(params, CARD_BATCH_SORT, { status: params.status, batch: params.batch });
