import type { QueueDefinition } from '@careledger/jobs';
import { exportCleanup, exportJob, type ExportJobContext } from '../export/export-job';

/** What the query side's jobs need. */
export type QueryJobContext = ExportJobContext;

/** Every queue whose jobs read the read models (exports and their cleanup). */
export const queryJobDefinitions = (context: QueryJobContext): QueueDefinition<never>[] => [exportJob(context), exportCleanup(context)];
