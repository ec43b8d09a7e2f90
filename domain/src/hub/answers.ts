import { z } from 'zod';
import { displayNameAnswer, instantAnswer, versionedRecordAnswer } from '../shared/answers';

export const hubAddressAnswer = z.strictObject({
  street: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** One shared-living or day-program hub, as `GET /api/shared-living-hubs` lists it. */
export const hubAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  productId: z.number().int(),
  address: hubAddressAnswer,
  latitude: z.number(),
  longitude: z.number(),
  capacity: z.number().int(),
  lead: z.strictObject({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  /** The agency that operates the home, if one does. */
  agencyId: z.string().nullable(),
  agencyName: displayNameAnswer,
  active: z.boolean(),
  deactivationReason: z.string().nullable(),
  ...versionedRecordAnswer,
});
export type HubAnswer = z.infer<typeof hubAnswer>;

/** `GET /api/shared-living-hubs/{id}`: the hub and the clusters it belongs to. */
export const hubDetailAnswer = hubAnswer.extend({ clusterIds: z.array(z.string()) });
export type HubDetailAnswer = z.infer<typeof hubDetailAnswer>;

/** One entry of a hub's calendar, `GET /api/hub/{hubId}/hub-events`. */
export const hubEventAnswer = z.strictObject({
  eventId: z.string(),
  hubId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: instantAnswer,
  endsAt: instantAnswer,
  status: z.enum(['active', 'cancelled']),
  cancelReason: z.string().nullable(),
});
export type HubEventAnswer = z.infer<typeof hubEventAnswer>;

/** A hub's address with its coordinates, `GET /api/hubAddress` and `GET /api/dayProgramAddress`. */
export const locatedHubAddressAnswer = hubAddressAnswer.extend({ latitude: z.number(), longitude: z.number() });
export const hubAddressOfHubAnswer = z.strictObject({ hubAddress: locatedHubAddressAnswer });
export const dayProgramAddressAnswer = z.strictObject({ dayProgramAddress: locatedHubAddressAnswer });
