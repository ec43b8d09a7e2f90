import { assertNever } from '../shared/decider';
import type { WebhookEvent, WebhookOwner } from './events';

export const webhookStatuses = ['active', 'paused', 'deleted'] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

export interface ExistingWebhook {
  status: WebhookStatus;
  webhookId: string;
  url: string;
  eventTypes: string[];
  owner: WebhookOwner;
  /** When its secret was last rotated, ISO-8601; null while it has its first. */
  secretRotatedAt: string | null;
}

export type WebhookState = { status: 'none' } | ExistingWebhook;

export const initialWebhookState = (): WebhookState => ({ status: 'none' });

const existing = (state: WebhookState): ExistingWebhook => {
  if (state.status === 'none') throw new Error('A webhook event before the webhook was subscribed.');
  return state;
};

export const evolveWebhook = (state: WebhookState, event: WebhookEvent): WebhookState => {
  switch (event.type) {
    case 'WebhookSubscribed':
      return { status: 'active', webhookId: event.data.webhookId, url: event.data.url, eventTypes: event.data.eventTypes, owner: event.data.owner, secretRotatedAt: null };
    case 'WebhookPaused':
      return { ...existing(state), status: 'paused' };
    case 'WebhookResumed':
      return { ...existing(state), status: 'active' };
    case 'WebhookSecretRotated':
      return { ...existing(state), secretRotatedAt: event.data.rotatedAt };
    case 'WebhookDeleted':
      return { ...existing(state), status: 'deleted' };
    default:
      return assertNever(event);
  }
};
