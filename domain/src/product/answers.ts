import { z } from 'zod';
import { versionedRecordAnswer } from '../shared/answers';

/** One product of the price list, as `GET /api/products` answers it. */
export const productAnswer = z.strictObject({
  id: z.uuid(),
  membershipCode: z.string(),
  name: z.string(),
  unitPriceCents: z.number().int(),
  unitOfMeasure: z.number().int(),
  /** False once retired: existing subscriptions keep it, new ones cannot choose it. */
  active: z.boolean(),
  ...versionedRecordAnswer,
});
export type ProductAnswer = z.infer<typeof productAnswer>;
