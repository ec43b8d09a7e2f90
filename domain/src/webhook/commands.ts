import type { Command } from '../shared/command';
import type { WebhookOwner } from './events';

interface WebhookRef {
  webhookId: string;
}

export type SubscribeWebhook = Command<'SubscribeWebhook', WebhookRef & { url: string; eventTypes: string[]; owner: WebhookOwner }>;
export type PauseWebhook = Command<'PauseWebhook', WebhookRef>;
/** Also from an active subscription: it clears a pause the deliveries set after failing again and again. */
export type ResumeWebhook = Command<'ResumeWebhook', WebhookRef>;
export type RotateWebhookSecret = Command<'RotateWebhookSecret', WebhookRef>;
export type DeleteWebhook = Command<'DeleteWebhook', WebhookRef>;

export type WebhookCommand = SubscribeWebhook | PauseWebhook | ResumeWebhook | RotateWebhookSecret | DeleteWebhook;
