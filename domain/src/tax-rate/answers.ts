import { z } from 'zod';
import { versionedRecordAnswer } from '../shared/answers';

/** A named tax rate in force, as `GET /api/tax-rate` lists it; 1300 basis points is 13.00 %. */
export const taxRateAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  rateBasisPoints: z.number().int(),
  ...versionedRecordAnswer,
});
export type TaxRateAnswer = z.infer<typeof taxRateAnswer>;
