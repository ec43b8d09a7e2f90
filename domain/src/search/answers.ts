import { z } from 'zod';
import { pageAnswer } from '../shared/answers';

const nearbyPlace = {
  id: z.string(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number().nonnegative(),
};

/** An agency offering homecare. */
export const homecareSearchResultAnswer = z.strictObject({ ...nearbyPlace, careServiceIds: z.array(z.number().int()) });
export type HomecareSearchResultAnswer = z.infer<typeof homecareSearchResultAnswer>;

/** A shared-living home or an adult day program. */
export const hubSearchResultAnswer = z.strictObject({ ...nearbyPlace, country: z.string(), capacity: z.number().int() });
export type HubSearchResultAnswer = z.infer<typeof hubSearchResultAnswer>;

export const searchResultAnswer = z.union([homecareSearchResultAnswer, hubSearchResultAnswer]);
export type SearchResultAnswer = z.infer<typeof searchResultAnswer>;

/** Where a search was centred: `place` names the known city, null for raw coordinates. */
export const searchCentreAnswer = z.strictObject({ latitude: z.number(), longitude: z.number(), place: z.string().nullable() });
export type SearchCentreAnswer = z.infer<typeof searchCentreAnswer>;

/** `GET /api/search/{kind}`: one page, nearest first, with the centre and radius it was found by. */
export const searchPageAnswer = pageAnswer(searchResultAnswer).extend({ centre: searchCentreAnswer, radiusKm: z.number().positive() });
export type SearchPageAnswer = z.infer<typeof searchPageAnswer>;

/**
 * `GET /api/search/{kind}/{id}`: the public profile of one listed result. Only what the search
 * shows publicly: the town, never the street of someone's home.
 */
export const searchProfileAnswer = z.strictObject({
  id: z.string(),
  kind: z.enum(['homecare', 'shared-living', 'day-program']),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Homecare: the care services the agency offers; empty for homes and day programs. */
  careServiceIds: z.array(z.number().int()),
  /** Homes and day programs: how many people they take; null for agencies. */
  capacity: z.number().int().nullable(),
});
export type SearchProfileAnswer = z.infer<typeof searchProfileAnswer>;
