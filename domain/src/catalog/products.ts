import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

/** Product ids of SPEC.md section 3; homecare has no product id there. */
export const products = [
  { id: 7, key: 'DAY_PROGRAM', label: 'Adult day program', translationKey: 'product.dayProgram' },
  { id: 14, key: 'SHARED_LIVING', label: 'Shared living', translationKey: 'product.sharedLiving' },
] as const satisfies readonly CatalogEntry<number>[];

export const Product = idsByKey(products);
export type ProductId = IdOf<typeof products>;

/** The three searches kept apart in client state; shared living is searched by default. */
export const searchTypes = [
  { id: 'homecare', key: 'HOMECARE', label: 'Homecare', translationKey: 'searchType.homecare' },
  { id: 'shared-living', key: 'SHARED_LIVING', label: 'Shared living', translationKey: 'searchType.sharedLiving' },
  { id: 'day-program', key: 'DAY_PROGRAM', label: 'Adult day program', translationKey: 'searchType.dayProgram' },
] as const satisfies readonly CatalogEntry<string>[];

export const SearchType = idsByKey(searchTypes);
export type SearchTypeId = IdOf<typeof searchTypes>;
export const DEFAULT_SEARCH_TYPE: SearchTypeId = SearchType.SHARED_LIVING;

/** A listed result's public profile, by its search: `/<locale>/homes/<id>` (the console's routes, the sitemap). */
export const PROFILE_PATH_SEGMENTS = { homecare: 'agencies', 'shared-living': 'homes', 'day-program': 'day-programs' } as const satisfies Record<SearchTypeId, string>;
