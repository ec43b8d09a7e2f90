/** Where a search is centred, and how it came to be there. */
export interface SearchCentre {
  latitude: number;
  longitude: number;
  /** "Toronto, Ontario, Canada" when the centre is a known city; null for raw coordinates. */
  place: string | null;
}

export const EARTH_RADIUS_KM = 6371.0088;
export const DEFAULT_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 500;
