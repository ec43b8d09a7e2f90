import { PROFILE_PATH_SEGMENTS } from '@careledger/domain';
import type { SearchType } from './searchTypes';

/** The public profile of a result, beside `/<locale>/locations/<place>`; the sitemap lists the same paths. */
export const profilePath = (locale: string, kind: SearchType, id: string): string => `/${locale}/${PROFILE_PATH_SEGMENTS[kind]}/${encodeURIComponent(id)}`;
