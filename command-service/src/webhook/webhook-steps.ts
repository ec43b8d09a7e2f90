import { randomBytes } from 'node:crypto';
import { invalid, type SubscribeWebhook } from '@careledger/domain';
import { webhookTargetProblem } from '@careledger/http';
import type { CommandSteps } from '../pipeline/command-steps';

/** Standard Webhooks' form: `whsec_` and 24 random bytes in base64, the HMAC key. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * Subscribing: the target must be one the deliveries may reach (400 naming `url` when its host is
 * loopback, private or link-local, unless the setting allows them); the secret and the cursor are
 * kept beside the log before the event is stored (removed again if it is not), the cursor at the
 * log's head, so the subscription hears what happens from now on. The secret is answered once.
 */
export const webhookCreationSteps = (): CommandSteps => {
  let secret: string | undefined;
  return {
    async beforeAppend({ infrastructure: { webhooks, eventStore }, recordId }, { command }) {
      const { url } = (command as SubscribeWebhook).data;
      const problem = await webhookTargetProblem(url, webhooks.settings);
      if (problem) throw invalid([{ path: 'url', message: problem }], `The request is not valid: url ${problem}.`);
      secret = newWebhookSecret();
      await webhooks.store.open(recordId, secret, await eventStore.headPosition());
      return { undo: () => webhooks.store.drop(recordId) };
    },
    afterAppend: async () => ({ secret }),
  };
};

/** A new secret replaces the old one at once, answered once; deliveries sign with it from their next try. */
export const webhookRotationSteps = (): CommandSteps => ({
  async afterAppend({ infrastructure: { webhooks }, recordId }) {
    const secret = newWebhookSecret();
    await webhooks.store.setSecret(recordId, secret);
    return { secret };
  },
});

/** Resuming forgets the failures that paused it and sends what waited, in order. */
export const webhookResumeSteps = (): CommandSteps => ({
  async afterAppend({ infrastructure: { webhooks }, recordId }) {
    await webhooks.store.reopen(recordId);
  },
});
