import type { Column } from '../shared-living/row-store';

/** One row per searchable record: an agency (homecare) or a hub (shared living, day program). */
export const SEARCH_LOCATION_COLUMNS: readonly Column[] = [
  ['id', 'uuid'], ['kind', 'text'], ['listed', 'boolean'], ['name', 'text'],
  ['latitude', 'float8'], ['longitude', 'float8'], ['city', 'text'], ['province', 'text'], ['country', 'text'],
  ['care_service_ids', 'jsonb'], ['capacity', 'integer'],
  ['version', 'integer'], ['updated_at', 'timestamptz'], ['last_position', 'bigint'],
];

/**
 * DDL of `search_locations`. The btree leads with the search kind and the listed flag (equalities),
 * then latitude: a bounding box becomes one index range scan, longitude checked from the index,
 * before the exact great-circle distance is computed on the few rows inside the box.
 */
export const searchLocationTables = (suffix: string): string => {
  const t = `search_locations${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      id uuid PRIMARY KEY, kind text NOT NULL, listed boolean NOT NULL, name text NOT NULL,
      latitude double precision, longitude double precision,
      city text NOT NULL, province text NOT NULL, country text,
      care_service_ids jsonb NOT NULL, capacity integer,
      version integer NOT NULL, updated_at timestamptz NOT NULL, last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t}_kind_position_idx ON ${t} (kind, listed, latitude, longitude);`;
};
