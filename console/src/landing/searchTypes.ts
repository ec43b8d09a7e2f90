import { searchKinds, type SearchKind } from '@careledger/domain';

/** The three separate searches of SPEC.md section 3; shared living is the default. */
export const SEARCH_TYPES = searchKinds;
export type SearchType = SearchKind;
export const DEFAULT_SEARCH_TYPE: SearchType = 'shared-living';

const STORAGE_KEY = 'careledger.currentSearchType';

export const isSearchType = (value: unknown): value is SearchType => SEARCH_TYPES.includes(value as SearchType);

/** The type chosen in this browser session, if one was. */
export const storedSearchType = (): SearchType | undefined => {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return isSearchType(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

/** SPEC.md section 7: searches are kept in the browser's session storage. */
export const loadSearchType = (): SearchType => storedSearchType() ?? DEFAULT_SEARCH_TYPE;

export const saveSearchType = (type: SearchType): void => {
  try {
    sessionStorage.setItem(STORAGE_KEY, type);
  } catch {
    // Storage can be unavailable (private modes, quotas): the choice then lasts for this page only.
  }
};
