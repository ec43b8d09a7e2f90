import type { JobQueues } from '@careledger/jobs';
import { unfinishedIntegrityRuns, type SqlExecutor } from '@careledger/storage';
import { INTEGRITY_QUEUE } from './integrity-verification.job';

/**
 * Queues again every run not finished whose job the queues no longer hold: those of a process that
 * died while running them in-process (Redis keeps its jobs, and a dead worker's is taken up there).
 * Each goes on from the last step it kept.
 */
export const resumeIntegrityRuns = async (db: SqlExecutor, queues: JobQueues): Promise<string[]> => {
  const resumed: string[] = [];
  for (const runId of await unfinishedIntegrityRuns(db)) {
    if (await queues.job(INTEGRITY_QUEUE, runId)) continue;
    await queues.add(INTEGRITY_QUEUE, { runId }, { jobId: runId });
    resumed.push(runId);
  }
  return resumed;
};
