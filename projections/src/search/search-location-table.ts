/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const SEARCH_LOCATIONS_SCHEMA_VERSION = 1;

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
