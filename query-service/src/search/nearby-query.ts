import type { SearchTypeId } from '@careledger/domain';
import { EARTH_RADIUS_KM } from './search-location';
import type { SearchQuery } from './search-params';

const degrees = (radians: number): number => (radians * 180) / Math.PI;
const radians = (degreesValue: number): number => (degreesValue * Math.PI) / 180;

/**
 * The latitude and longitude ranges that hold every point within `radiusKm` of the centre
 * (the box around a circle on the sphere). The longitude range is split in two across the
 * antimeridian, and dropped when the circle reaches a pole.
 */
export const boundingBox = ({ latitude, longitude }: { latitude: number; longitude: number }, radiusKm: number) => {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const minLatitude = latitude - degrees(angle);
  const maxLatitude = latitude + degrees(angle);
  const reachesPole = minLatitude <= -90 || maxLatitude >= 90 || Math.sin(angle) >= Math.cos(radians(latitude));
  const spread = reachesPole ? 180 : degrees(Math.asin(Math.sin(angle) / Math.cos(radians(latitude))));
  const ranges: [number, number][] =
    spread >= 180
      ? [[-180, 180]]
      : longitude - spread < -180
        ? [[longitude - spread + 360, 180], [-180, longitude + spread]]
        : longitude + spread > 180
          ? [[longitude - spread, 180], [-180, longitude + spread - 360]]
          : [[longitude - spread, longitude + spread]];
  return { minLatitude: Math.max(minLatitude, -90), maxLatitude: Math.min(maxLatitude, 90), longitudeRanges: ranges };
};

/**
 * `FROM ... WHERE` of a search: the index narrows to the bounding box (kind, listed, then a
 * latitude range), the haversine distance keeps the circle. $2 and $3 are the centre.
 */
export const nearbySource = (kind: SearchTypeId, query: SearchQuery): { source: string; where: string; params: unknown[] } => {
  const { centre, radiusKm, careTypeId } = query;
  const box = boundingBox(centre, radiusKm);
  const params: unknown[] = [kind, centre.latitude, centre.longitude, box.minLatitude, box.maxLatitude, radiusKm];
  const next = (value: unknown): string => `$${params.push(value)}::float8`;
  const longitudes = box.longitudeRanges.map(([from, to]) => `s.longitude BETWEEN ${next(from)} AND ${next(to)}`).join(' OR ');
  const careType = careTypeId === undefined ? '' : `AND s.care_service_ids @> $${params.push(JSON.stringify([careTypeId]))}::jsonb`;
  const distance = `${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(s.latitude - $2::float8) / 2), 2)
      + cos(radians($2::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - $3::float8) / 2), 2))))`;
  return {
    source: `(SELECT s.*, ${distance} AS distance_km FROM search_locations s
        WHERE s.kind = $1 AND s.listed AND s.latitude BETWEEN $4::float8 AND $5::float8 AND (${longitudes}) ${careType}) near`,
    where: 'near.distance_km <= $6::float8',
    params,
  };
};

export const SEARCH_COLUMNS = 'id, name, city, province, country, care_service_ids, capacity, latitude, longitude, distance_km';

/** The page of a search, nearest first (or farthest, on request), ties by id so pages never overlap. */
export const nearbyPage = (kind: SearchTypeId, query: SearchQuery): { sql: string; params: unknown[] } => {
  const { source, where, params } = nearbySource(kind, query);
  const direction = query.farthestFirst ? 'DESC' : 'ASC';
  return {
    sql: `SELECT ${SEARCH_COLUMNS} FROM ${source} WHERE ${where}
      ORDER BY distance_km ${direction}, id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    params,
  };
};

export const nearbyCount = (kind: SearchTypeId, query: SearchQuery): { sql: string; params: unknown[] } => {
  const { source, where, params } = nearbySource(kind, query);
  return { sql: `SELECT count(*) AS total FROM ${source} WHERE ${where}`, params };
};
