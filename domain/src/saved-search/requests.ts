import { z } from 'zod';
import { ruleMessage } from '../shared/validation';
import { searchKinds } from './events';

export const MAX_LOCATION_LENGTH = 200;
export const MAX_PLACE_PART_LENGTH = 100;
/** The PUT /api/cookie/{target} that sets the current search type rather than a search. */
export const CURRENT_SEARCH_TYPE = 'current-search-type';
export const savedSearchTargets = [...searchKinds, CURRENT_SEARCH_TYPE] as const;
export type SavedSearchTarget = (typeof savedSearchTargets)[number];

/** Absent, null and empty all mean "not set". */
const text = (max: number) =>
  z
    .string({ error: ruleMessage('must be a string or null') })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

const coordinate = (min: number, max: number) =>
  z
    .number({ error: ruleMessage(`must be a number from ${min} to ${max}, or null`) })
    .min(min, { error: `must be a number from ${min} to ${max}` })
    .max(max, { error: `must be a number from ${min} to ${max}` })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const placePart = text(MAX_PLACE_PART_LENGTH);

/** SPEC.md section 3's homecare search fields; the other two searches are by place as well. */
export const searchCriteriaShape = {
  location: text(MAX_LOCATION_LENGTH),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  city1: placePart,
  state1: placePart,
  country1: placePart,
  area_level_1: placePart,
  area_level_2: placePart,
  area_level_3: placePart,
  locality: placePart,
  sublocality: placePart,
};

const searchOf = <Kind extends (typeof searchKinds)[number]>(kind: Kind) => z.strictObject({ target: z.literal(kind), ...searchCriteriaShape });

/** One save, named by its `target` (the path's last segment): a search's fields, or `{ searchType }`. */
export const savedSearchBody = z.discriminatedUnion(
  'target',
  [
    searchOf('homecare'),
    searchOf('shared-living'),
    searchOf('day-program'),
    z.strictObject({
      target: z.literal(CURRENT_SEARCH_TYPE),
      searchType: z.enum(searchKinds, { error: ruleMessage(`must be one of ${searchKinds.join(', ')}`) }),
    }),
  ],
  { error: ruleMessage(`must be one of ${savedSearchTargets.join(', ')}`) },
);
export type SavedSearchBody = z.output<typeof savedSearchBody>;

export const isSearchKind = (value: string): value is (typeof searchKinds)[number] => (searchKinds as readonly string[]).includes(value);
export const isSavedSearchTarget = (value: string): value is SavedSearchTarget => (savedSearchTargets as readonly string[]).includes(value);
