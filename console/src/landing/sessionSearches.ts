import { isRecord } from '../api';
import type { SearchForm } from './searchForm';
import { DEFAULT_SEARCH_TYPE, SEARCH_TYPES, saveSearchType, storedSearchType, type SearchType } from './searchTypes';

/** The searches to start from: the type shown, and the last search run in each type. */
export interface StoredSearches {
  current: SearchType;
  forms: Partial<Record<SearchType, SearchForm>>;
}

const keyOf = (type: SearchType) => `careledger.search.${type}`;
const TEXT_FIELDS = ['location', 'latitude', 'longitude', 'radiusKm', 'careTypeId'] as const;

const isSearchForm = (value: unknown): value is SearchForm =>
  isRecord(value) && (value.mode === 'place' || value.mode === 'coordinates') && TEXT_FIELDS.every((field) => typeof value[field] === 'string');

const readForm = (type: SearchType): SearchForm | undefined => {
  try {
    const raw = sessionStorage.getItem(keyOf(type));
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    return isSearchForm(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** What this browser session kept (SPEC.md section 7), or undefined when it kept nothing yet. */
export const readSessionSearches = (): StoredSearches | undefined => {
  const current = storedSearchType();
  const forms = Object.fromEntries(SEARCH_TYPES.flatMap((type) => {
    const form = readForm(type);
    return form === undefined ? [] : [[type, form]];
  })) as StoredSearches['forms'];
  return current === undefined && Object.keys(forms).length === 0 ? undefined : { current: current ?? DEFAULT_SEARCH_TYPE, forms };
};

export const writeSessionSearch = (type: SearchType, form: SearchForm): void => {
  try {
    sessionStorage.setItem(keyOf(type), JSON.stringify(form));
  } catch {
    // Unavailable storage: the search then lasts for this page only.
  }
};

export const writeSessionSearches = (searches: StoredSearches): void => {
  saveSearchType(searches.current);
  for (const type of SEARCH_TYPES) {
    const form = searches.forms[type];
    if (form !== undefined) writeSessionSearch(type, form);
  }
};
