import type { CommandAcceptedAnswer, WebhookAnswer, WebhookDeliveryAnswer, WebhookDeliveryListAnswer, WebhookListAnswer, WebhookRedeliveryAnswer, WebhookSecretIssuedAnswer } from '@careledger/domain';
import { api } from './client';

export type Webhook = WebhookAnswer;
export type WebhookDelivery = WebhookDeliveryAnswer;

export interface NewWebhook {
  url: string;
  eventTypes: string[];
}

/** The actions that change a subscription and answer nothing more than the accepted command. */
export type WebhookAction = 'pause' | 'resume' | 'delete';

const path = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export const webhooksApi = {
  list: (signal?: AbortSignal) => api.get<WebhookListAnswer>('/api/webhooks?pageSize=100', { signal }),
  one: (id: string, signal?: AbortSignal) => api.get<WebhookAnswer>(path(id), { signal }),
  deliveries: (id: string, paging: { page: number; pageSize: number }, signal?: AbortSignal) =>
    api.get<WebhookDeliveryListAnswer>(`${path(id)}/deliveries`, { signal, query: { page: paging.page, pageSize: paging.pageSize } }),
  /** Answers the signing secret this once: it is never shown again. */
  subscribe: (body: NewWebhook) => api.post<WebhookSecretIssuedAnswer>('/api/webhooks', body),
  act: (id: string, action: WebhookAction) => api.post<CommandAcceptedAnswer>(`${path(id)}/${action}`, {}),
  /** The old secret stops signing at once; the new one is answered this once. */
  rotateSecret: (id: string) => api.post<WebhookSecretIssuedAnswer>(`${path(id)}/rotate-secret`, {}),
  redeliver: (id: string, globalPosition: number) => api.post<WebhookRedeliveryAnswer>(`${path(id)}/deliveries/${globalPosition}/redeliver`, {}),
};
