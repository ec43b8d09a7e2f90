import { assertNever, type Decider } from '../shared/decider';
import type { WebhookCommand } from './commands';
import { webhookAlreadyExists, webhookAlreadyPaused, webhookDeleted, webhookNotFound } from './errors';
import type { WebhookEvent } from './events';
import { evolveWebhook, initialWebhookState, type ExistingWebhook, type WebhookState } from './state';

const live = (state: WebhookState, webhookId: string): ExistingWebhook => {
  if (state.status === 'none') throw webhookNotFound(webhookId);
  if (state.status === 'deleted') throw webhookDeleted(webhookId);
  return state;
};

export const decideWebhook = (command: WebhookCommand, state: WebhookState): WebhookEvent[] => {
  const { webhookId } = command.data;
  switch (command.type) {
    case 'SubscribeWebhook':
      if (state.status !== 'none') throw webhookAlreadyExists(webhookId);
      return [{ type: 'WebhookSubscribed', data: command.data }];
    case 'PauseWebhook':
      if (live(state, webhookId).status === 'paused') throw webhookAlreadyPaused(webhookId);
      return [{ type: 'WebhookPaused', data: { webhookId } }];
    case 'ResumeWebhook':
      live(state, webhookId);
      return [{ type: 'WebhookResumed', data: { webhookId } }];
    case 'RotateWebhookSecret':
      live(state, webhookId);
      return [{ type: 'WebhookSecretRotated', data: { webhookId, rotatedAt: command.metadata.now } }];
    case 'DeleteWebhook':
      live(state, webhookId);
      return [{ type: 'WebhookDeleted', data: { webhookId } }];
    default:
      return assertNever(command);
  }
};

export const webhookDecider: Decider<WebhookState, WebhookCommand, WebhookEvent> = {
  initialState: initialWebhookState,
  evolve: evolveWebhook,
  decide: decideWebhook,
};
