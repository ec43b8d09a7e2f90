import { z } from 'zod';
import { commandAcceptedAnswer } from '../record/answers';
import { instantAnswer, pageAnswer, versionedRecordAnswer } from '../shared/answers';
import { webhookStatuses } from './state';

/** Why a subscription is paused: its owner paused it, or its deliveries failed too many times in a row. */
export const webhookPauseReasons = ['owner', 'failures'] as const;

/** `GET /api/webhooks` rows and `GET /api/webhooks/{id}`: never the secret, which is answered once, when it is made. */
export const webhookAnswer = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  status: z.enum(webhookStatuses.filter((status) => status !== 'deleted') as ['active', 'paused']),
  pausedReason: z.enum(webhookPauseReasons).nullable(),
  agencyId: z.string().nullable(),
  partnerId: z.string().nullable(),
  createdBy: z.string(),
  /** The log position the deliveries have been read up to: events after it are still to be queued. */
  position: z.number().int().nonnegative(),
  consecutiveFailures: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  lastDeliveredAt: instantAnswer.nullable(),
  secretRotatedAt: instantAnswer.nullable(),
  ...versionedRecordAnswer,
});
export type WebhookAnswer = z.infer<typeof webhookAnswer>;

export const webhookListAnswer = pageAnswer(webhookAnswer);
export type WebhookListAnswer = z.infer<typeof webhookListAnswer>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One event's delivery to one subscription: the delivery log's row. */
export const webhookDeliveryAnswer = z.strictObject({
  /** The `webhook-id` header: the event's own id, the same on every attempt. */
  eventId: z.string(),
  globalPosition: z.number().int().nonnegative(),
  streamId: z.string(),
  type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  /** How long the receiver took to answer the last attempt, in milliseconds. */
  responseTimeMs: z.number().int().nonnegative().nullable(),
  queuedAt: instantAnswer,
  lastAttemptAt: instantAnswer.nullable(),
  deliveredAt: instantAnswer.nullable(),
});
export type WebhookDeliveryAnswer = z.infer<typeof webhookDeliveryAnswer>;

export const webhookDeliveryListAnswer = pageAnswer(webhookDeliveryAnswer);
export type WebhookDeliveryListAnswer = z.infer<typeof webhookDeliveryListAnswer>;

/** A created subscription and a rotated secret answer the secret once, as Standard Webhooks write it: `whsec_` and the key in base64. */
export const webhookSecretAnswer = z.strictObject({ secret: z.string().startsWith('whsec_') });

/** `POST /api/webhooks` and `POST /api/webhooks/{id}/rotate-secret`: the accepted command and the secret, this once. */
export const webhookSecretIssuedAnswer = commandAcceptedAnswer.extend(webhookSecretAnswer.shape);
export type WebhookSecretIssuedAnswer = z.infer<typeof webhookSecretIssuedAnswer>;

/** The event id a delivery carries as `webhook-id`: the event's stream and its place there, which no other event shares and no rebuild changes. */
export const webhookEventIdOf = (streamId: string, streamVersion: number): string => `${streamId}@${streamVersion}`;

/** `POST /api/webhooks/{id}/deliveries/{position}/redeliver`: the event is queued to the subscription again. */
export const webhookRedeliveryAnswer = z.strictObject({ webhookId: z.string(), globalPosition: z.number().int().nonnegative(), status: z.literal('pending') });
export type WebhookRedeliveryAnswer = z.infer<typeof webhookRedeliveryAnswer>;
