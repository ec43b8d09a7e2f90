import { z } from 'zod';
import { instantAnswer } from '../shared/answers';

const positionAnswer = z.number().int().nonnegative();

/** A read model's last (or running) rebuild: how far its replay got out of how many events. */
export const projectionRebuildAnswer = z.strictObject({
  status: z.enum(['running', 'completed', 'failed']),
  position: positionAnswer,
  head: positionAnswer,
  startedAt: instantAnswer.nullable(),
  finishedAt: instantAnswer.nullable(),
  error: z.string().nullable(),
});

/** One read model in `GET /api/admin/projections`. */
export const projectionStatusAnswer = z.strictObject({
  name: z.string(),
  /** The last event its live tables have applied. */
  position: positionAnswer,
  /** Events in the store it has not applied yet. */
  lag: positionAnswer,
  /** Why its projector is not advancing, while it is failing; null when it is well. */
  lastError: z.string().nullable(),
  /** The event it cannot apply, once its worker has found which one; null otherwise. */
  failedPosition: positionAnswer.nullable(),
  failedEventType: z.string().nullable(),
  /** Null when it was never rebuilt. */
  rebuild: projectionRebuildAnswer.nullable(),
});

export const projectionStatusListAnswer = z.strictObject({
  /** The store's last position, which `lag` is measured against. */
  head: positionAnswer,
  data: z.array(projectionStatusAnswer),
});

export type ProjectionRebuildAnswer = z.infer<typeof projectionRebuildAnswer>;
export type ProjectionStatusAnswer = z.infer<typeof projectionStatusAnswer>;
export type ProjectionStatusListAnswer = z.infer<typeof projectionStatusListAnswer>;
