import { serverSecret, type SqlExecutor } from '@careledger/storage';
import type { QueueNamespace } from './bullmq-job-queues';

/** The queues' namespace of the deployment on this database: made by the first process that asks, then shared. */
export const jobNamespace = async (db: SqlExecutor): Promise<QueueNamespace> => ({ namespace: (await serverSecret(db, 'job-queues')).slice(0, 12) });
