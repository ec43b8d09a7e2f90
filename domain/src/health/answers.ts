import { z } from 'zod';

/** `GET /health/live`. */
export const liveAnswer = z.strictObject({ status: z.literal('live') });

const checkAnswer = z.strictObject({ ok: z.boolean(), ms: z.number().int().nonnegative().optional(), error: z.string().optional() });

/**
 * `GET /health/ready` (200 when ready, 503 otherwise): each check, and how far the read models
 * trail the log; `{ status: 'stopping' }` once the process is shutting down.
 */
export const readinessAnswer = z.union([
  z.strictObject({
    status: z.enum(['ready', 'not_ready']),
    checks: z.strictObject({
      database: checkAnswer,
      redis: checkAnswer.optional(),
      projections: checkAnswer.extend({ lag: z.number().int().nonnegative().optional(), behind: z.string().optional() }).optional(),
    }),
  }),
  z.strictObject({ status: z.literal('stopping') }),
]);
export type ReadinessAnswer = z.infer<typeof readinessAnswer>;
