import { webhookTargetSettingsFrom, type WebhookTargetSettings } from './webhook-target';

/** How deliveries are tried, the same in every process that queues or sends them. */
export interface WebhookSettings extends WebhookTargetSettings {
  /** WEBHOOKS_ATTEMPTS: tries per delivery, the first included (default 8). */
  attempts: number;
  /** WEBHOOKS_RETRY_BASE_MS: the first retry's delay; each next one doubles (default 5,000: 5 s, 10 s ... about 5 min for the 7th). */
  retryBaseMs: number;
  /** WEBHOOKS_PAUSE_AFTER_FAILURES: deliveries given up (every try failed) in a row after which a subscription is paused until its owner resumes it (default 20). */
  pauseAfterFailures: number;
  /** WEBHOOKS_TIMEOUT_MS: how long a receiver may take to answer (default 10,000). */
  timeoutMs: number;
}

const wholeNumber = (env: Record<string, string | undefined>, name: string, fallback: number, min: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be a whole number, ${min} or more, not "${raw}".`);
  return value;
};

export const webhookSettingsFrom = (env: Record<string, string | undefined>): WebhookSettings => ({
  ...webhookTargetSettingsFrom(env),
  attempts: wholeNumber(env, 'WEBHOOKS_ATTEMPTS', 8, 1),
  retryBaseMs: wholeNumber(env, 'WEBHOOKS_RETRY_BASE_MS', 5_000, 1),
  pauseAfterFailures: wholeNumber(env, 'WEBHOOKS_PAUSE_AFTER_FAILURES', 20, 1),
  timeoutMs: wholeNumber(env, 'WEBHOOKS_TIMEOUT_MS', 10_000, 100),
});
