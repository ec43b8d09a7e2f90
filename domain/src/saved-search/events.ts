import type { Event } from '../shared/event';

export const SAVED_SEARCH_STREAM_CATEGORY = 'savedsearch';
/** One stream per owner (see `owner.ts`): a signed-in user or an anonymous visitor. */
export const savedSearchStreamId = (ownerKey: string): string => `${SAVED_SEARCH_STREAM_CATEGORY}-${ownerKey}`;

/** SPEC.md section 3: the three searches of the public landing, kept separately. */
export const searchKinds = ['homecare', 'shared-living', 'day-program'] as const;
export type SearchKind = (typeof searchKinds)[number];
export const DEFAULT_SEARCH_KIND: SearchKind = 'shared-living';

/** Where to search: the place the visitor picked and its geocoded parts (SPEC.md section 3, homecare fields). */
export interface SearchCriteria {
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  city1: string | null;
  state1: string | null;
  country1: string | null;
  area_level_1: string | null;
  area_level_2: string | null;
  area_level_3: string | null;
  locality: string | null;
  sublocality: string | null;
}

export const searchCriteriaFields = [
  'location',
  'latitude',
  'longitude',
  'city1',
  'state1',
  'country1',
  'area_level_1',
  'area_level_2',
  'area_level_3',
  'locality',
  'sublocality',
] as const satisfies readonly (keyof SearchCriteria)[];

export const emptySearchCriteria = (): SearchCriteria => ({
  location: null,
  latitude: null,
  longitude: null,
  city1: null,
  state1: null,
  country1: null,
  area_level_1: null,
  area_level_2: null,
  area_level_3: null,
  locality: null,
  sublocality: null,
});

interface OwnerRef {
  ownerKey: string;
}

export type SearchSaved = Event<'SearchSaved', OwnerRef & { searchKind: SearchKind; criteria: SearchCriteria }>;
export type SearchKindChosen = Event<'SearchKindChosen', OwnerRef & { searchKind: SearchKind }>;

export type SavedSearchEvent = SearchSaved | SearchKindChosen;
export type SavedSearchEventType = SavedSearchEvent['type'];

export const savedSearchEventTypes: readonly SavedSearchEventType[] = ['SearchSaved', 'SearchKindChosen'];

export const isSavedSearchEvent = (event: Event): event is SavedSearchEvent => savedSearchEventTypes.includes(event.type as SavedSearchEventType);
