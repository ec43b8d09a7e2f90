import { apiKeyCreationSteps, apiKeyRevocationSteps } from '../api-key/api-key-steps';
import { anchorSteps } from '../integrity/anchor-steps';
import { accountChangeSteps, accountCreationSteps } from '../user/account-steps';
import { cardBatchOpeningSteps, paymentCreationSteps, subscriptionCreationSteps } from '../subscription/billing-steps';
import { webhookCreationSteps, webhookResumeSteps, webhookRotationSteps } from '../webhook/webhook-steps';
import type { StepRegistry } from './command-steps';

/** Every command that needs more than its own stream, and what it declares. Everything else runs the bare pipeline. */
export const commandSteps: StepRegistry = {
  'user.create': accountCreationSteps,
  'user.reset-password': () => accountChangeSteps(true),
  'user.*': () => accountChangeSteps(false),
  'subscription.create': subscriptionCreationSteps,
  'payment.create': paymentCreationSteps,
  'cardbatch.create': cardBatchOpeningSteps,
  'anchor.create': anchorSteps,
  'apikey.create': apiKeyCreationSteps,
  'apikey.revoke': apiKeyRevocationSteps,
  'webhook.create': webhookCreationSteps,
  'webhook.rotate-secret': webhookRotationSteps,
  'webhook.resume': webhookResumeSteps,
};
