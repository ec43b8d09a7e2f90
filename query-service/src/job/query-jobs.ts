import type { QueueDefinition } from '@careledger/jobs';
import { exportCleanup, exportJob, type ExportJobContext } from '../export/export-job';
import { integrityVerification, type IntegrityJobContext } from '../integrity/integrity-verification.job';

/** What the query side's jobs need. */
export type QueryJobContext = ExportJobContext & IntegrityJobContext;

/** Every queue whose jobs read without sending commands: exports and their cleanup (the read models), verifications (the log). */
export const queryJobDefinitions = (context: QueryJobContext): QueueDefinition<never>[] => [exportJob(context), exportCleanup(context), integrityVerification(context)];
