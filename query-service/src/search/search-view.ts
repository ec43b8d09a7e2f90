import type { SearchTypeId } from '@careledger/domain';

export interface SearchRecord {
  id: string;
  name: string;
  city: string;
  province: string;
  country: string | null;
  care_service_ids: number[] | string;
  capacity: number | null;
  latitude: number;
  longitude: number;
  distance_km: number;
}

interface SearchResultBase {
  id: string;
  name: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  distanceKm: number;
}

/** An agency offering homecare. */
export interface HomecareResult extends SearchResultBase {
  careServiceIds: number[];
}

/** A shared-living home or an adult day program. */
export interface HubResult extends SearchResultBase {
  country: string;
  capacity: number;
}

export type SearchResult = HomecareResult | HubResult;

const jsonArray = (value: number[] | string): number[] => (typeof value === 'string' ? (JSON.parse(value) as number[]) : value);

/** Metres are plenty for a map and a list. */
const kilometres = (value: number): number => Math.round(Number(value) * 1000) / 1000;

export const toSearchResult = (kind: SearchTypeId, record: SearchRecord): SearchResult => {
  const base = { id: record.id, name: record.name, city: record.city, province: record.province, lat: Number(record.latitude), lng: Number(record.longitude), distanceKm: kilometres(record.distance_km) };
  return kind === 'homecare' ? { ...base, careServiceIds: jsonArray(record.care_service_ids) } : { ...base, country: record.country ?? '', capacity: record.capacity ?? 0 };
};
