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
} as const satisfies Record<string, QueueSettings>;

export const allJobQueues: readonly QueueSettings[] = Object.values(jobQueueCatalogue);
