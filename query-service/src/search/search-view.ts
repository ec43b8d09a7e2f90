import type { SearchProfileAnswer, SearchTypeId, SearchResultAnswer } from '@careledger/domain';

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

const jsonArray = (value: number[] | string): number[] => (typeof value === 'string' ? (JSON.parse(value) as number[]) : value);

/** Metres are plenty for a map and a list. */
const kilometres = (value: number): number => Math.round(Number(value) * 1000) / 1000;

export const toSearchResult = (kind: SearchTypeId, record: SearchRecord): SearchResultAnswer => {
  const base = { id: record.id, name: record.name, city: record.city, province: record.province, lat: Number(record.latitude), lng: Number(record.longitude), distanceKm: kilometres(record.distance_km) };
  return kind === 'homecare' ? { ...base, careServiceIds: jsonArray(record.care_service_ids) } : { ...base, country: record.country ?? '', capacity: record.capacity ?? 0 };
};

export const toSearchProfile = (kind: SearchTypeId, record: Omit<SearchRecord, 'distance_km'>): SearchProfileAnswer => ({
  id: record.id,
  kind,
  name: record.name,
  city: record.city,
  province: record.province,
  country: record.country,
  lat: Number(record.latitude),
  lng: Number(record.longitude),
  careServiceIds: jsonArray(record.care_service_ids),
  capacity: kind === 'homecare' ? null : (record.capacity ?? 0),
});
