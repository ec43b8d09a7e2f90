import type { RoleId } from '../catalog/roles';
import type { Event } from '../shared/event';

export const WEBHOOK_STREAM_CATEGORY = 'webhook';
export const webhookStreamId = (webhookId: string): string => `${WEBHOOK_STREAM_CATEGORY}-${webhookId}`;

/**
 * Whose events a subscription hears: the organisation (or administrator) that made it, as the
 * creator acted. Deliveries are read as this actor reads the feed, so a subscription never sees
 * more than its owner may.
 */
export interface WebhookOwner {
  userId: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
}

interface WebhookRef {
  webhookId: string;
}

/** The secret is never in an event: it is kept beside the log (see the command's steps). */
export type WebhookSubscribed = Event<'WebhookSubscribed', WebhookRef & { url: string; eventTypes: string[]; owner: WebhookOwner }>;
export type WebhookPaused = Event<'WebhookPaused', WebhookRef>;
export type WebhookResumed = Event<'WebhookResumed', WebhookRef>;
export type WebhookSecretRotated = Event<'WebhookSecretRotated', WebhookRef & { rotatedAt: string }>;
export type WebhookDeleted = Event<'WebhookDeleted', WebhookRef>;

export type WebhookEvent = WebhookSubscribed | WebhookPaused | WebhookResumed | WebhookSecretRotated | WebhookDeleted;
export type WebhookEventType = WebhookEvent['type'];

export const webhookEventTypes: readonly WebhookEventType[] = ['WebhookSubscribed', 'WebhookPaused', 'WebhookResumed', 'WebhookSecretRotated', 'WebhookDeleted'];

export const isWebhookEvent = (event: Event): event is WebhookEvent => webhookEventTypes.includes(event.type as WebhookEventType);
