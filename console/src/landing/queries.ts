import { useState } from 'react';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { SearchCriteria } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { locationSearchApi, savedSearchApi } from '../api';
import { formOfCriteria } from './searchRequest';
import type { SearchRequest } from './searchRequest';
import { DEFAULT_SEARCH_TYPE, SEARCH_TYPES, isSearchType, type SearchType } from './searchTypes';
import { readSessionSearches, writeSessionSearches, type StoredSearches } from './sessionSearches';

export const RESULTS_PAGE_SIZE = 20;

export const searchKeys = {
  results: (type: SearchType, request: SearchRequest | undefined, page: number, locale: string) => ['location-search', type, request, page, locale] as const,
  saved: ['saved-searches'] as const,
  careTypes: ['caretypes', 'homecare'] as const,
  locations: ['location-data'] as const,
};

/**
 * One page of a search, its place named in the reader's `locale`; the submit handler fetches the
 * same query to learn where the search was centred.
 */
export const searchResultsQuery = (type: SearchType, request: SearchRequest | undefined, page: number, locale: string) =>
  queryOptions({
    queryKey: searchKeys.results(type, request, page, locale),
    queryFn:
      request === undefined
        ? skipToken
        : ({ signal }) => locationSearchApi.search(type, { ...request, page, pageSize: RESULTS_PAGE_SIZE, locale }, signal),
  });

/** The language place names are asked in: the reader's. */
export const usePlaceLocale = (): string => {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
};

export const useSearchResults = (type: SearchType, request: SearchRequest | undefined, page: number) =>
  useQuery(searchResultsQuery(type, request, page, usePlaceLocale()));

export const useHomecareCareTypes = () =>
  useQuery({
    queryKey: searchKeys.careTypes,
    queryFn: ({ signal }) => locationSearchApi.careTypes(signal),
    staleTime: Infinity,
    select: (answer) => answer.data,
  });

/** Known cities as "Toronto, ON, CA", offered while typing; the search works without them. */
export const useKnownPlaces = () =>
  useQuery({
    queryKey: searchKeys.locations,
    queryFn: ({ signal }) => locationSearchApi.locations(signal),
    staleTime: Infinity,
    retry: false,
    select: (answer) =>
      answer.data.flatMap((country) => country.provinces.flatMap((province) => province.cities.map((city) => `${city.label}, ${province.code}, ${country.code}`))),
  });

const restoreFromServer = async (signal: AbortSignal): Promise<StoredSearches> => {
  const [type, ...saved] = await Promise.all([savedSearchApi.currentType(signal), ...SEARCH_TYPES.map((kind) => savedSearchApi.get(kind, signal))]);
  const forms = Object.fromEntries(
    SEARCH_TYPES.flatMap((kind, index) => {
      const form = formOfCriteria(saved[index] as SearchCriteria);
      return form === undefined ? [] : [[kind, form]];
    }),
  ) as StoredSearches['forms'];
  const restored: StoredSearches = { current: isSearchType(type.searchType) ? type.searchType : DEFAULT_SEARCH_TYPE, forms };
  writeSessionSearches(restored);
  return restored;
};

export type RestoredSearches = { ready: false } | { ready: true; searches: StoredSearches };

/**
 * The searches of this browser session; in a new session, those kept on the server for the
 * signed-in user or this browser's visitor cookie. A failed restore starts from blank searches.
 */
export const useRestoredSearches = (): RestoredSearches => {
  const [fromSession] = useState(readSessionSearches);
  const fromServer = useQuery({
    queryKey: searchKeys.saved,
    queryFn: ({ signal }) => restoreFromServer(signal),
    enabled: fromSession === undefined,
    staleTime: Infinity,
    retry: false,
  });
  if (fromSession !== undefined) return { ready: true, searches: fromSession };
  if (fromServer.isPending) return { ready: false };
  return { ready: true, searches: fromServer.data ?? { current: DEFAULT_SEARCH_TYPE, forms: {} } };
};

// Keeping a search on the server is a convenience for the next session: a failure costs the
// visitor nothing now, so it is not shown.
export const useSaveSearch = () =>
  useMutation({ mutationFn: ({ type, criteria }: { type: SearchType; criteria: SearchCriteria }) => savedSearchApi.save(type, criteria) });

export const useSaveSearchType = () => useMutation({ mutationFn: (type: SearchType) => savedSearchApi.saveCurrentType(type) });
