import { z } from 'zod';
import { searchCriteriaFields, searchKinds } from './events';

/** `GET /api/cookie/{homecare|shared-living|day-program}`: every search field, null when not set. */
export const searchCriteriaAnswer = z.strictObject(
  Object.fromEntries(searchCriteriaFields.map((field) => [field, field === 'latitude' || field === 'longitude' ? z.number().nullable() : z.string().nullable()])) as Record<
    (typeof searchCriteriaFields)[number],
    z.ZodNullable<z.ZodString> | z.ZodNullable<z.ZodNumber>
  >,
);

/** `GET /api/cookie/current-search-type`: the search type the visitor last chose. */
export const searchTypeAnswer = z.strictObject({ searchType: z.enum(searchKinds) });

export const savedSearchAnswer = z.union([searchCriteriaAnswer, searchTypeAnswer]);
export type SavedSearchAnswer = z.infer<typeof savedSearchAnswer>;
