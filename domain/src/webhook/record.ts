import type { z } from 'zod';
import { creation, unversionedAction, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import type { Actor } from '../policy/actor';
import type { WebhookCommand } from './commands';
import { webhookDecider } from './decider';
import type { WebhookEvent, WebhookOwner } from './events';
import { webhookCreateShape } from './requests';
import type { WebhookState } from './state';

export type WebhookAction = 'pause' | 'resume' | 'rotate-secret' | 'delete';

const ownerOf = (actor: Actor): WebhookOwner => ({ userId: actor.id, roleId: actor.roleId, agencyId: actor.agencyId ?? null, partnerId: actor.partnerId ?? null });

type CreateBody = z.output<z.ZodObject<typeof webhookCreateShape, z.core.$strict>>;

/**
 * A subscription of an organisation's system to the events it may read. Its actions do not
 * depend on what the caller read (pausing twice is refused by the rule, not by a version), so
 * they carry no `expectedVersion`.
 */
export const webhookRecord: RecordType<WebhookState, WebhookCommand, WebhookEvent, WebhookAction> = {
  category: 'webhook',
  noun: 'webhook',
  decider: webhookDecider,
  exists: (state) => state.status !== 'none',
  create: creation(webhookCreateShape, (webhookId: string, body: CreateBody, metadata: CommandMetadata, actor: Actor) => ({
    type: 'SubscribeWebhook',
    data: { webhookId, url: body.url, eventTypes: body.eventTypes, owner: ownerOf(actor) },
    metadata,
  })),
  actions: {
    pause: unversionedAction({}, (webhookId, _body, metadata) => ({ type: 'PauseWebhook', data: { webhookId }, metadata })),
    resume: unversionedAction({}, (webhookId, _body, metadata) => ({ type: 'ResumeWebhook', data: { webhookId }, metadata })),
    'rotate-secret': unversionedAction({}, (webhookId, _body, metadata) => ({ type: 'RotateWebhookSecret', data: { webhookId }, metadata })),
    delete: unversionedAction({}, (webhookId, _body, metadata) => ({ type: 'DeleteWebhook', data: { webhookId }, metadata })),
  },
  factsOf: (state) => (state.status === 'none' ? {} : { agencyId: state.owner.agencyId, partnerId: state.owner.partnerId, createdBy: state.owner.userId }),
  factsOfCreation: (command) =>
    command.type === 'SubscribeWebhook' ? { agencyId: command.data.owner.agencyId, partnerId: command.data.owner.partnerId, createdBy: command.data.owner.userId } : {},
};
