import type {
  CardBatchActionId,
  CardBatchAnswer,
  CardBatchStatus,
  PaymentAnswer,
  PaymentStateId,
  ProductAnswer,
  SubscriptionAnswer,
  SubscriptionStatus,
  TaxRateAnswer,
} from '@careledger/domain';
import { api } from './client';
import type { Collection, CommandResult, Page, SortDirection } from './types';

/** One product of the price list, as `GET /api/products` answers it. */
export type Product = ProductAnswer;

/** A named tax rate in force; 1300 basis points is 13.00 %. */
export type TaxRate = TaxRateAnswer;

export type { CardBatchStatus, SubscriptionStatus };

/** One subscription and the terms it was sold at, as `GET /api/subscriptions[/{id}]` answers it. */
export type Subscription = SubscriptionAnswer;

/** One billed period, as `GET /api/subscription-payments` answers it. */
export type Payment = PaymentAnswer;

/** Card charges gathered to be settled or voided with the processor together (administrators only). */
export type CardBatch = CardBatchAnswer;

interface Paging<Field extends string> {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: Field; direction: SortDirection };
}

export type ProductSortField = 'name' | 'createdAt';
export interface ProductListParams extends Paging<ProductSortField> {
  active?: boolean | undefined;
}

export type SubscriptionSortField = 'createdAt';
export interface SubscriptionListParams extends Paging<SubscriptionSortField> {
  status?: SubscriptionStatus | undefined;
  patientId?: string | undefined;
  userId?: string | undefined;
}

export type PaymentSortField = 'periodStart' | 'createdAt';
export interface PaymentListParams extends Paging<PaymentSortField> {
  status?: PaymentStateId | undefined;
  subscriptionId?: string | undefined;
  /** Periods ending on or after this day, YYYY-MM-DD. */
  from?: string | undefined;
  /** Periods starting on or before this day, YYYY-MM-DD. */
  to?: string | undefined;
}

export type CardBatchSortField = 'createdAt';
export interface CardBatchListParams extends Paging<CardBatchSortField> {
  status?: CardBatchStatus | undefined;
}

export interface CardBatchActionBodies {
  settle: { expectedVersion: number };
  void: { expectedVersion: number; reason: string | null };
}

/** An action and its body, kept together so a caller cannot send one action's body to another. */
export type CardBatchCommand = { [A in CardBatchActionId]: { action: A; body: CardBatchActionBodies[A] } }[CardBatchActionId];

const sortOf = ({ sort }: Paging<string>) => `${sort.field}:${sort.direction}`;
const oneBatch = (id: string) => `/api/card-batches/${encodeURIComponent(id)}`;

export const billingApi = {
  products: (params: ProductListParams, signal?: AbortSignal) =>
    api.get<Page<Product>>('/api/products', { signal, query: { page: params.page, pageSize: params.pageSize, sort: sortOf(params), active: params.active } }),

  taxRates: (signal?: AbortSignal) => api.get<Collection<TaxRate>>('/api/tax-rate', { signal }),

  subscriptions: (params: SubscriptionListParams, signal?: AbortSignal) =>
    api.get<Page<Subscription>>('/api/subscriptions', {
      signal,
      query: { page: params.page, pageSize: params.pageSize, sort: sortOf(params), status: params.status, patientId: params.patientId, userId: params.userId },
    }),

  subscription: (id: string, signal?: AbortSignal) => api.get<Subscription>(`/api/subscriptions/${encodeURIComponent(id)}`, { signal }),

  payments: (params: PaymentListParams, signal?: AbortSignal) =>
    api.get<Page<Payment>>('/api/subscription-payments', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: sortOf(params),
        status: params.status,
        subscriptionId: params.subscriptionId,
        from: params.from,
        to: params.to,
      },
    }),

  cardBatches: (params: CardBatchListParams, signal?: AbortSignal) =>
    api.get<Page<CardBatch>>('/api/card-batches', { signal, query: { page: params.page, pageSize: params.pageSize, sort: sortOf(params), status: params.status } }),

  openCardBatch: (paymentIds: readonly string[], idempotencyKey?: string) =>
    api.post<CommandResult>('/api/card-batches', { paymentIds }, idempotencyKey === undefined ? {} : { idempotencyKey }),

  actOnCardBatch: (id: string, { action, body }: CardBatchCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`${oneBatch(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
