import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingApi,
  type CardBatchCommand,
  type CardBatchListParams,
  type PaymentListParams,
  type ProductListParams,
  type SubscriptionListParams,
} from '../api';

export const billingKeys = {
  all: ['billing'] as const,
  products: (params: ProductListParams) => ['billing', 'products', params] as const,
  taxRates: ['billing', 'tax-rates'] as const,
  subscriptions: (params: SubscriptionListParams) => ['billing', 'subscriptions', params] as const,
  subscription: (id: string) => ['billing', 'subscription', id] as const,
  payments: (params: PaymentListParams) => ['billing', 'payments', params] as const,
  cardBatches: (params: CardBatchListParams) => ['billing', 'card-batches', params] as const,
};

export const useProductList = (params: ProductListParams) =>
  useQuery({ queryKey: billingKeys.products(params), queryFn: ({ signal }) => billingApi.products(params, signal), placeholderData: keepPreviousData });

/** The whole price list in one page (the API's largest), to name each subscription's product. */
export const useProductNames = (enabled = true) =>
  useQuery({
    queryKey: billingKeys.products({ page: 1, pageSize: 100, sort: { field: 'name', direction: 'asc' } }),
    queryFn: ({ signal }) => billingApi.products({ page: 1, pageSize: 100, sort: { field: 'name', direction: 'asc' } }, signal),
    enabled,
    select: (page) => new Map(page.data.map((product) => [product.id, product.name])),
  });

export const useTaxRates = () => useQuery({ queryKey: billingKeys.taxRates, queryFn: ({ signal }) => billingApi.taxRates(signal), select: (answer) => answer.data });

export const useSubscriptionList = (params: SubscriptionListParams) =>
  useQuery({ queryKey: billingKeys.subscriptions(params), queryFn: ({ signal }) => billingApi.subscriptions(params, signal), placeholderData: keepPreviousData });

export const useSubscription = (id: string) => useQuery({ queryKey: billingKeys.subscription(id), queryFn: ({ signal }) => billingApi.subscription(id, signal) });

export const usePaymentList = (params: PaymentListParams) =>
  useQuery({ queryKey: billingKeys.payments(params), queryFn: ({ signal }) => billingApi.payments(params, signal), placeholderData: keepPreviousData });

export const useCardBatchList = (params: CardBatchListParams) =>
  useQuery({ queryKey: billingKeys.cardBatches(params), queryFn: ({ signal }) => billingApi.cardBatches(params, signal), placeholderData: keepPreviousData });

/**
 * Settling or voiding a batch changes the batch and the state of every payment in it; success
 * and a 409 both leave all of billing stale. The refetches wait for the projection to include the
 * command (the api client sends the command's position as `X-Min-Position`).
 */
export const useCardBatchAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: { command: CardBatchCommand; idempotencyKey: string }) => billingApi.actOnCardBatch(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
};

export const useOpenCardBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentIds, idempotencyKey }: { paymentIds: readonly string[]; idempotencyKey: string }) => billingApi.openCardBatch(paymentIds, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
};
