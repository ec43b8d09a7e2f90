/** The three separate searches of SPEC.md section 3; shared living is the default. */
export const SEARCH_TYPES = ['homecare', 'shared-living', 'day-program'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'shared-living';

const STORAGE_KEY = 'careledger.currentSearchType';

const isSearchType = (value: unknown): value is SearchType => SEARCH_TYPES.includes(value as SearchType);

/** SPEC.md section 7: searches are kept in the browser's session storage. */
export const loadSearchType = (): SearchType => {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return isSearchType(stored) ? stored : DEFAULT_SEARCH_TYPE;
  } catch {
    return DEFAULT_SEARCH_TYPE;
  }
};

export const saveSearchType = (type: SearchType): void => {
  try {
    sessionStorage.setItem(STORAGE_KEY, type);
  } catch {
    // Storage can be unavailable (private modes, quotas): the choice then lasts for this page only.
  }
};
