import { z } from 'zod';
import { countAnswer, instantAnswer } from '../shared/answers';
import { reportTypes } from '../report/report-kinds';
import { exportFormats } from './requests';

/** Waiting (also between retries), writing, its file ready, or given up on. */
export const exportStates = ['waiting', 'active', 'completed', 'failed'] as const;
export type ExportState = (typeof exportStates)[number];

/**
 * `POST /api/exports` (202) and `GET /api/exports/{id}`: how far an export has got. The file's
 * name, size and expiry are set once it is completed; after `expiresAt` it is gone (410).
 */
export const exportAnswer = z.strictObject({
  id: z.uuid(),
  type: z.enum(reportTypes),
  format: z.enum(exportFormats),
  state: z.enum(exportStates),
  /** 0 to 100. */
  progress: z.number().min(0).max(100),
  /** Rows written so far; every row once completed. */
  rows: countAnswer,
  fileName: z.string().nullable(),
  /** Bytes. */
  size: countAnswer.nullable(),
  requestedAt: instantAnswer,
  expiresAt: instantAnswer.nullable(),
  /** Why the last attempt failed, in words. */
  failedReason: z.string().nullable(),
});
export type ExportAnswer = z.infer<typeof exportAnswer>;
