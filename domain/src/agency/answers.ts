import { z } from 'zod';
import { versionedRecordAnswer } from '../shared/answers';

/** One agency of the directory, as `GET /api/agencies` and `GET /api/agencies/{id}` answer it. */
export const agencyAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The map position is there when the agency gave one. */
  address: z.strictObject({ city: z.string(), province: z.string(), latitude: z.number().optional(), longitude: z.number().optional() }),
  isInternal: z.boolean(),
  standing: z.number().int(),
  standingReason: z.string().nullable(),
  careServiceIds: z.array(z.number().int()),
  ...versionedRecordAnswer,
});
export type AgencyAnswer = z.infer<typeof agencyAnswer>;

/** `GET /api/internal-agency`: every agency, with the care it provides when asked (`withCareProvided=true`). */
export const internalAgencyAnswer = agencyAnswer.extend({ careProvided: z.array(z.strictObject({ id: z.number().int(), label: z.string().nullable() })).optional() });
export type InternalAgencyAnswer = z.infer<typeof internalAgencyAnswer>;
