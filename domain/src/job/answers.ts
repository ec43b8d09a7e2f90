import { z } from 'zod';
import { countAnswer, instantAnswer } from '../shared/answers';

export const jobStateAnswer = z.enum(['waiting', 'active', 'delayed', 'completed', 'failed']);
export type JobStateAnswer = z.infer<typeof jobStateAnswer>;

/** One background job as operators see it: its queue, state, progress and last error. */
export const jobAnswer = z.strictObject({
  queue: z.string(),
  id: z.string(),
  state: jobStateAnswer,
  /** 0 to 100. */
  progress: z.number().min(0).max(100),
  /** What the job reported beside its progress (rows written, subscriptions billed ...). */
  detail: z.record(z.string(), z.unknown()),
  attempts: countAnswer,
  failedReason: z.string().nullable(),
  addedAt: instantAnswer,
  finishedAt: instantAnswer.nullable(),
});
export type JobAnswer = z.infer<typeof jobAnswer>;

export const jobQueueAnswer = z.strictObject({
  queue: z.string(),
  counts: z.strictObject({ waiting: countAnswer, active: countAnswer, delayed: countAnswer, completed: countAnswer, failed: countAnswer }),
  /** The latest jobs, newest first. */
  recent: z.array(jobAnswer),
});
export type JobQueueAnswer = z.infer<typeof jobQueueAnswer>;

/** `GET /api/admin/jobs`: every queue, where its jobs run (`redis` or this `process`). */
export const jobQueuesAnswer = z.strictObject({
  runsOn: z.enum(['redis', 'process']),
  data: z.array(jobQueueAnswer),
});
export type JobQueuesAnswer = z.infer<typeof jobQueuesAnswer>;

/** `POST /api/admin/jobs/{queue}/{id}/retry`: the failed job is waiting again. */
export const jobRetriedAnswer = z.strictObject({ queue: z.string(), id: z.string(), state: z.literal('waiting') });
export type JobRetriedAnswer = z.infer<typeof jobRetriedAnswer>;
