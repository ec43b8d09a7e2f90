import { auditEventAnswer, webhookEventIdOf } from '@careledger/domain';
import { sendWebhook, type WebhookSettings } from '@careledger/http';
import { jobQueueCatalogue, webhookDeliveryJobId, type JobQueues, type QueueDefinition } from '@careledger/jobs';
import { createWebhookStore, type EventStore, type NewWebhookDelivery, type SqlDatabase, type WebhookQueueHead, type WebhookStore } from '@careledger/storage';
import { streamVisibility } from '../feed/read-feed';
import { noReadModelCache } from '../http/read-model-cache';
import { feedEntriesOf } from '../feed/feed-entries';
import { activeSubscriptions, isRunning, ownerActorOf, subscriptionOf, type WebhookRow } from './webhook-subscriptions';
import { webhookSignature } from './webhook-signature';

export interface WebhookJobContext {
  db: SqlDatabase;
  eventStore: EventStore;
  now: () => Date;
  webhooks: {
    settings: WebhookSettings;
    /** The queues the deliveries are added to: those of the process that runs these jobs, once they exist. */
    queues: Promise<JobQueues>;
  };
}

/** Events read from the log at a time; one round reads at most MAX_SCANNED per subscription, the next goes on. */
const SCAN_PAGE = 1_000;
const MAX_SCANNED = 20_000;

export interface WebhookDeliveryJobData extends Record<string, unknown> {
  webhookId: string;
  globalPosition: number;
}

const addDelivery = async (context: WebhookJobContext, webhookId: string, head: WebhookQueueHead): Promise<void> => {
  const { settings, queues } = context.webhooks;
  await (await queues).add<WebhookDeliveryJobData>(
    jobQueueCatalogue.webhookDeliveries.queue,
    { webhookId, globalPosition: head.globalPosition },
    { jobId: webhookDeliveryJobId(webhookId, head.globalPosition, head.generation), attempts: settings.attempts, backoffMs: settings.retryBaseMs },
  );
};

/**
 * Queues the events after the subscription's cursor that it hears (its types) and its owner may
 * read (the feed's rule, as the owner), each with the body the feed lists it with, and moves the
 * cursor past everything read, in one transaction. Answers how many it queued.
 */
const queueNewEvents = async (context: WebhookJobContext, store: WebhookStore, subscription: WebhookRow, from: number): Promise<number> => {
  const { eventStore } = context;
  const types: ReadonlySet<string> = new Set(subscription.state.eventTypes);
  const visible = streamVisibility(eventStore, ownerActorOf(subscription.state));
  const reads = { db: context.db, readModelCache: noReadModelCache };
  let after = from;
  let scanned = 0;
  let queued = 0;
  for (;;) {
    const page = await eventStore.readAll({ after, limit: SCAN_PAGE });
    if (page.length === 0) return queued;
    const asked = page.filter((event) => types.has(event.type));
    const shown = await Promise.all(asked.map(async (event) => ((await visible(event.streamId)) ? event : undefined)));
    const events = shown.filter((event) => event !== undefined);
    const entries = await feedEntriesOf(reads, events);
    const deliveries: NewWebhookDelivery[] = events.map((event, index) => ({
      globalPosition: event.globalPosition,
      eventId: webhookEventIdOf(event.streamId, event.streamVersion),
      streamId: event.streamId,
      eventType: event.type,
      // Through the feed's own schema, so the bytes are the feed's: the same fields in the same order.
      body: JSON.stringify(auditEventAnswer.parse(entries[index])),
    }));
    after = page.at(-1)!.globalPosition;
    await store.advance(subscription.id, after, deliveries);
    queued += deliveries.length;
    scanned += page.length;
    if (page.length < SCAN_PAGE || scanned >= MAX_SCANNED) return queued;
  }
};

/**
 * The dispatcher's round: for each running subscription, what the log holds after its cursor is
 * queued, then the first undelivered event of each record is handed to a delivery job. A record's
 * next event follows only once the one before is delivered or given up, so each record's events
 * arrive in order. A subscription that was down or paused resumes from its cursor: nothing is missed.
 */
export const webhookDispatch = (context: WebhookJobContext): QueueDefinition<Record<string, never>> => {
  const store = createWebhookStore(context.db);
  return {
    ...jobQueueCatalogue.webhookDispatch,
    async run() {
      const subscriptions = await activeSubscriptions(context.db);
      const cursors = await store.cursorsOf(subscriptions.map((subscription) => subscription.id));
      let queued = 0;
      let handedOut = 0;
      for (const subscription of subscriptions) {
        const cursor = cursors.get(subscription.id);
        if (!isRunning(subscription, cursor)) continue;
        queued += await queueNewEvents(context, store, subscription, cursor.position);
        for (const head of await store.heads(subscription.id)) {
          await addDelivery(context, subscription.id, head);
          handedOut += 1;
        }
      }
      return { subscriptions: subscriptions.length, queued, handedOut };
    },
  };
};

/**
 * Sends one queued event, signed with the subscription's secret of the moment. A failed try is
 * thrown so the queue retries it with a growing delay; its last try marks it failed and lets its
 * record's next event go. Too many deliveries given up in a row pause the subscription until its owner
 * resumes it. A subscription paused or deleted meanwhile sends nothing; what waits goes once it runs again.
 */
export const webhookDelivery = (context: WebhookJobContext): QueueDefinition<WebhookDeliveryJobData> => {
  const store = createWebhookStore(context.db);
  const { settings } = context.webhooks;
  return {
    ...jobQueueCatalogue.webhookDeliveries,
    async run(job) {
      const { webhookId, globalPosition } = job.data;
      const row = await store.delivery(webhookId, globalPosition);
      if (row?.status !== 'pending') return { sent: false, why: 'not queued' };
      const [subscription, cursor, secret] = await Promise.all([subscriptionOf(context.db, webhookId), store.cursorOf(webhookId), store.secretOf(webhookId)]);
      if (!subscription || !isRunning(subscription, cursor) || secret === undefined) {
        if (subscription?.state.status !== 'deleted') await store.renewPending(webhookId);
        return { sent: false, why: 'subscription not running' };
      }
      const timestamp = Math.floor(context.now().getTime() / 1_000);
      const response = await sendWebhook(
        {
          url: subscription.state.url,
          headers: { 'webhook-id': row.eventId, 'webhook-timestamp': String(timestamp), 'webhook-signature': webhookSignature(secret, row.eventId, timestamp, row.body) },
          body: row.body,
          timeoutMs: settings.timeoutMs,
        },
        settings,
      );
      const final = !response.ok && job.attempt >= settings.attempts;
      const failures = await store.recordAttempt(webhookId, globalPosition, { ...response, final, at: context.now() });
      if (response.ok || final) {
        const next = await store.headOf(webhookId, row.streamId);
        if (next) await addDelivery(context, webhookId, next);
      }
      if (response.ok) return { sent: true, statusCode: response.statusCode, responseTimeMs: response.responseTimeMs };
      if (failures >= settings.pauseAfterFailures) await store.suspend(webhookId, context.now());
      throw new Error(response.error ?? 'The delivery failed.');
    },
  };
};

export const webhookJobDefinitions = (context: WebhookJobContext): QueueDefinition<never>[] => [webhookDispatch(context), webhookDelivery(context)] as QueueDefinition<never>[];
