import { z } from 'zod';
import { versionedRecordAnswer } from '../shared/answers';

export const cardBatchStatusAnswer = z.enum(['open', 'settled', 'voided']);
export type CardBatchStatus = z.infer<typeof cardBatchStatusAnswer>;

/** Card charges gathered to be settled or voided with the processor together, as `GET /api/card-batches[/{id}]` answers them. */
export const cardBatchAnswer = z.strictObject({
  id: z.uuid(),
  status: cardBatchStatusAnswer,
  paymentIds: z.array(z.string()),
  paymentCount: z.number().int().nonnegative(),
  totalCents: z.number().int(),
  openedBy: z.string(),
  voidReason: z.string().nullable(),
  ...versionedRecordAnswer,
});
export type CardBatchAnswer = z.infer<typeof cardBatchAnswer>;
