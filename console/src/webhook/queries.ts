import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhooksApi, type NewWebhook, type WebhookAction } from '../api';

export const webhookKeys = {
  all: ['webhooks'] as const,
  one: (id: string) => ['webhooks', id] as const,
  deliveries: (id: string, page: number, pageSize: number) => ['webhooks', id, 'deliveries', page, pageSize] as const,
};

export const useWebhooks = () => useQuery({ queryKey: webhookKeys.all, queryFn: ({ signal }) => webhooksApi.list(signal) });

export const useWebhook = (id: string) => useQuery({ queryKey: webhookKeys.one(id), queryFn: ({ signal }) => webhooksApi.one(id, signal) });

export const useWebhookDeliveries = (id: string, page: number, pageSize: number) =>
  useQuery({ queryKey: webhookKeys.deliveries(id, page, pageSize), queryFn: ({ signal }) => webhooksApi.deliveries(id, { page, pageSize }, signal), placeholderData: keepPreviousData });

/** Every change reads the subscriptions and their logs again: a status, a failure count or a row may have moved. */
const useWebhookMutation = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
};

export const useSubscribeWebhook = () => useWebhookMutation((body: NewWebhook) => webhooksApi.subscribe(body));

export const useWebhookAction = () => useWebhookMutation(({ id, action }: { id: string; action: WebhookAction }) => webhooksApi.act(id, action));

export const useRotateWebhookSecret = () => useWebhookMutation((id: string) => webhooksApi.rotateSecret(id));

export const useRedeliver = () => useWebhookMutation(({ id, globalPosition }: { id: string; globalPosition: number }) => webhooksApi.redeliver(id, globalPosition));
