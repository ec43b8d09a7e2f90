import type { SearchType } from './searchTypes';

/** The public profile's path segment per search: `/<locale>/homes/<id>`, beside `/<locale>/locations/<place>`. */
export const PROFILE_SEGMENTS = { homecare: 'agencies', 'shared-living': 'homes', 'day-program': 'day-programs' } as const satisfies Record<SearchType, string>;

export const profilePath = (locale: string, kind: SearchType, id: string): string => `/${locale}/${PROFILE_SEGMENTS[kind]}/${encodeURIComponent(id)}`;
