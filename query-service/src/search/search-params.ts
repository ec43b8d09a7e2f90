import { invalid, type FieldError } from '@careledger/domain';
import type { SqlDatabase } from '@careledger/storage';
import { parseListQuery, throwIfInvalid } from '../http/list-query';
import { parsePlaceLocale, type PlaceLocale } from '../reference/place-label';
import { selectRows } from '../reference/reference-query';
import { addressPartsOf, hasAddressParts, resolveAddress, resolvePlace } from './place-resolver';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, type SearchCentre } from './search-location';

export interface SearchQuery {
  centre: SearchCentre;
  radiusKm: number;
  /** Homecare only: agencies that provide this care service. */
  careTypeId: number | undefined;
  page: number;
  pageSize: number;
  /** Nearest first unless `sort=distance:desc`. */
  farthestFirst: boolean;
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

const coordinate = (raw: unknown, path: string, limit: number, errors: FieldError[]): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'string' && DECIMAL.test(raw) ? Number(raw) : NaN;
  if (Number.isFinite(value) && Math.abs(value) <= limit) return value;
  errors.push({ path, message: `must be a number from -${limit} to ${limit}` });
  return undefined;
};

const radiusOf = (raw: unknown, errors: FieldError[]): number => {
  if (raw === undefined || raw === '') return DEFAULT_RADIUS_KM;
  const value = typeof raw === 'string' && /^\d{1,3}(\.\d{1,3})?$/.test(raw) ? Number(raw) : NaN;
  if (value > 0 && value <= MAX_RADIUS_KM) return value;
  errors.push({ path: 'radiusKm', message: `must be a number of kilometres above 0 and at most ${MAX_RADIUS_KM}` });
  return DEFAULT_RADIUS_KM;
};

// Only the homecare search declares careTypeId: the query rule refuses it on the others.
const careTypeOf = async (db: SqlDatabase, raw: unknown, errors: FieldError[]): Promise<number | undefined> => {
  if (raw === undefined || raw === '') return undefined;
  const known = (await selectRows<{ id: number }>(db, 'SELECT id FROM ref_care_services WHERE homecare ORDER BY id')).map((row) => row.id);
  const found = known.find((id) => String(id) === raw);
  if (found === undefined) errors.push({ path: 'careTypeId', message: `must be a homecare care type id (/api/caretypes/homecare): ${known.join(', ')}` });
  return found;
};

/** Exactly one way to say where: coordinates, a place slug, or address parts. */
const centreOf = async (db: SqlDatabase, query: Record<string, unknown>, locale: PlaceLocale, errors: FieldError[]): Promise<SearchCentre | undefined> => {
  const latitude = coordinate(query.latitude, 'latitude', 90, errors);
  const longitude = coordinate(query.longitude, 'longitude', 180, errors);
  const parts = addressPartsOf(query, errors);
  const place = typeof query.place === 'string' && query.place !== '' ? query.place : undefined;
  if (query.latitude !== undefined || query.longitude !== undefined) {
    if (query.latitude === undefined || query.latitude === '') errors.push({ path: 'latitude', message: 'is required with longitude' });
    if (query.longitude === undefined || query.longitude === '') errors.push({ path: 'longitude', message: 'is required with latitude' });
    return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude, place: null };
  }
  if (place !== undefined) return resolvePlace(db, place, locale, errors);
  if (hasAddressParts(parts)) return resolveAddress(db, parts, locale, errors);
  if (query.place !== undefined && query.place !== '') errors.push({ path: 'place', message: 'must be a text' });
  else errors.push({ path: 'latitude', message: 'is required: give latitude and longitude, a place (like toronto), or city1 with state1 and country1' });
  return undefined;
};

/** Every parameter of a location search, or a 400 naming each bad one. */
export const parseSearchQuery = async (db: SqlDatabase, query: Record<string, unknown>): Promise<SearchQuery> => {
  const errors: FieldError[] = [];
  const { page, pageSize, sortDirection } = parseListQuery(query, ['distance'], 'distance:asc', errors);
  const radiusKm = radiusOf(query.radiusKm, errors);
  const careTypeId = await careTypeOf(db, query.careTypeId, errors);
  const locale = parsePlaceLocale(query.locale, errors);
  const centre = await centreOf(db, query, locale, errors);
  throwIfInvalid(errors);
  if (!centre) throw invalid([{ path: 'latitude', message: 'is required' }], 'The query parameters are not valid.');
  return { centre, radiusKm, careTypeId, page, pageSize, farthestFirst: sortDirection === 'desc' };
};
