import type { QueueDefinition } from '@careledger/jobs';
import { exportCleanup, exportJob, type ExportJobContext } from '../export/export-job';
import { integrityVerification, type IntegrityJobContext } from '../integrity/integrity-verification.job';
import { webhookJobDefinitions, type WebhookJobContext } from '../webhook';

/** What the query side's jobs need. */
export type QueryJobContext = ExportJobContext & IntegrityJobContext & WebhookJobContext;

/** Every queue whose jobs read without sending commands: exports and their cleanup (the read models), verifications (the log), webhooks (the log, pushed out). */
export const queryJobDefinitions = (context: QueryJobContext): QueueDefinition<never>[] => [
  exportJob(context),
  exportCleanup(context),
  integrityVerification(context),
  ...webhookJobDefinitions(context),
];
