import type { QueueSettings } from './job-queues';

const MINUTE = 60_000;

/**
 * Every queue of the product with how its jobs are retried and repeated. Whichever process runs a
 * queue's jobs, every process that adds or shows jobs knows them all from here.
 */
export const jobQueueCatalogue = {
  postingExpiry: { queue: 'posting-expiry', attempts: 5, every: { everyMs: 15 * MINUTE, data: {} } },
  reminders: { queue: 'reminders', attempts: 5, every: { everyMs: 5 * MINUTE, data: {} } },
  reminderDelivery: { queue: 'reminder-delivery', attempts: 3, every: { everyMs: MINUTE, data: {} } },
  billingRuns: { queue: 'billing-runs', attempts: 5, every: { everyMs: 60 * MINUTE, data: {} } },
  exports: { queue: 'exports', concurrency: 2, attempts: 3, backoffMs: 2_000 },
  exportCleanup: { queue: 'export-cleanup', attempts: 1, every: { everyMs: 15 * MINUTE, data: {} } },
  anchors: { queue: 'anchors', attempts: 3, backoffMs: 5_000, every: { everyMs: 60 * MINUTE, data: {} } },
  integrityVerifications: { queue: 'integrity-verifications', attempts: 5, backoffMs: 2_000 },
  // Reads the log after each subscription's cursor and queues what it hears; a delivery's retries are set per job (WEBHOOKS_* settings).
  webhookDispatch: { queue: 'webhook-dispatch', attempts: 1, every: { everyMs: 5_000, data: {} } },
  webhookDeliveries: { queue: 'webhook-deliveries', concurrency: 4, attempts: 8, backoffMs: 5_000 },
} as const satisfies Record<string, QueueSettings>;

export const allJobQueues: readonly QueueSettings[] = Object.values(jobQueueCatalogue);

/**
 * The job that sends one queued event to one subscription. Its id names the event and the row's
 * generation, so the dispatcher and the job before it may both add it and it exists once; a
 * redelivery or a resume raises the generation and gets a job of its own. BullMQ ids take no `:`.
 */
export const webhookDeliveryJobId = (webhookId: string, globalPosition: number, generation: number): string => `${webhookId}_${globalPosition}_${generation}`;
