import type { HomecareSearchResultAnswer, HubSearchResultAnswer, SearchCentreAnswer, SearchCriteria, SearchKind, SearchPageAnswer, SearchProfileAnswer, SearchResultAnswer } from '@careledger/domain';
import { api, request } from './client';
import type { Collection, CommandResult } from './types';

/** Where a search was centred: `place` names the known city, null for raw coordinates. */
export type LocationSearchCentre = SearchCentreAnswer;

/** An agency offering homecare. */
export type HomecareSearchResult = HomecareSearchResultAnswer;

/** A shared-living home or an adult day program. */
export type HubSearchResult = HubSearchResultAnswer;

export type LocationSearchResult = SearchResultAnswer;

export type LocationSearchPage = SearchPageAnswer;

/** One listed result's public profile. */
export type SearchProfile = SearchProfileAnswer;

/**
 * Exactly one way to say where: `latitude` with `longitude` (decimal text, never exponent
 * notation), a `place` slug (`toronto`, `london-on`), or the city with its state and country.
 */
export interface LocationSearchWhere {
  latitude?: string;
  longitude?: string;
  place?: string;
  city1?: string;
  state1?: string;
  country1?: string;
}

export interface LocationSearchParams {
  where: LocationSearchWhere;
  radiusKm: number;
  /** Homecare only: a care type of `/api/caretypes/homecare`. */
  careTypeId?: number | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The language of the centre's place name (en-US, en-CA, es-ES). */
  locale?: string;
}

export interface HomecareCareType {
  id: number;
  key: string;
  label: string;
  translationKey: string;
}

export interface SearchLocationCity {
  id: number;
  label: string;
  latitude: number;
  longitude: number;
}

/** `/api/location-data`: countries, their provinces, their cities. */
export interface SearchLocationData {
  data: { code: string; label: string; provinces: { id: number; code: string; label: string; cities: SearchLocationCity[] }[] }[];
}

export const locationSearchApi = {
  search: (kind: SearchKind, params: LocationSearchParams, signal?: AbortSignal) =>
    api.get<LocationSearchPage>(`/api/search/${kind}`, {
      signal,
      query: { ...params.where, radiusKm: params.radiusKm, careTypeId: params.careTypeId, page: params.page, pageSize: params.pageSize, locale: params.locale },
    }),

  profile: (kind: SearchKind, id: string, signal?: AbortSignal) => api.get<SearchProfile>(`/api/search/${kind}/${encodeURIComponent(id)}`, { signal }),

  careTypes: (signal?: AbortSignal) => api.get<Collection<HomecareCareType>>('/api/caretypes/homecare', { signal }),

  locations: (signal?: AbortSignal) => api.get<SearchLocationData>('/api/location-data', { signal }),
};

/** The landing's searches, kept for the signed-in user or the visitor's cookie (README "Saved searches"). */
export const savedSearchApi = {
  get: (kind: SearchKind, signal?: AbortSignal) => api.get<SearchCriteria>(`/api/cookie/${kind}`, { signal }),

  currentType: (signal?: AbortSignal) => api.get<{ searchType: string }>('/api/cookie/current-search-type', { signal }),

  save: (kind: SearchKind, criteria: Partial<SearchCriteria>) => request<CommandResult>(`/api/cookie/${kind}`, { method: 'PUT', body: criteria }),

  saveCurrentType: (searchType: SearchKind) =>
    request<CommandResult>('/api/cookie/current-search-type', { method: 'PUT', body: { searchType } }),
};
