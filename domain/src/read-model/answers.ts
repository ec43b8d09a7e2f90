import { z } from 'zod';
import { countAnswer, instantAnswer } from '../shared/answers';

const positionAnswer = z.number().int().nonnegative();

export const rebuildStatusAnswer = z.enum(['running', 'completed', 'failed']);
export type RebuildStatus = z.infer<typeof rebuildStatusAnswer>;

/** A read model's last (or running) rebuild: how far its replay got out of how many events. */
export const projectionRebuildAnswer = z.strictObject({
  status: rebuildStatusAnswer,
  position: positionAnswer,
  head: positionAnswer,
  startedAt: instantAnswer.nullable(),
  finishedAt: instantAnswer.nullable(),
  error: z.string().nullable(),
});
export type ProjectionRebuildAnswer = z.infer<typeof projectionRebuildAnswer>;

/** One read model as `GET /api/admin/projections` answers it, its projector's failure included. */
export const projectionStatusAnswer = z.strictObject({
  name: z.string(),
  /** The last event its live tables have applied. */
  position: positionAnswer,
  /** Events in the store it has not applied yet. */
  lag: countAnswer,
  /** Why its projector is not advancing, while it is failing; null when it is well. */
  lastError: z.string().nullable(),
  /** The event it cannot apply, once its worker has found which one; null otherwise. */
  failedPosition: positionAnswer.nullable(),
  failedEventType: z.string().nullable(),
  /** Null when it was never rebuilt. */
  rebuild: projectionRebuildAnswer.nullable(),
});
export type ProjectionStatusAnswer = z.infer<typeof projectionStatusAnswer>;

/** `GET /api/admin/projections`: every read model, and the store's last position that `lag` is measured against. */
export const projectionStatusListAnswer = z.strictObject({
  head: positionAnswer,
  data: z.array(projectionStatusAnswer),
});
export type ProjectionStatusListAnswer = z.infer<typeof projectionStatusListAnswer>;

/** `POST /api/admin/projections/{name}/rebuild`: the rebuild is queued as this job. */
export const rebuildQueuedAnswer = z.strictObject({ projector: z.string(), jobId: z.string(), status: z.literal('queued') });
export type RebuildQueuedAnswer = z.infer<typeof rebuildQueuedAnswer>;
