/** Bump it when the table or the projector changes: the worker then rebuilds the read model. 2: every list index ends in id. */
export const ASSESSMENTS_SCHEMA_VERSION = 2;

/** DDL of `assessments` and its list indexes; `suffix` lets a rebuild build a fresh copy beside it. */
export const assessmentTables = (suffix: string): string => {
  const table = `assessments${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${table} (
      id uuid PRIMARY KEY,
      status smallint NOT NULL,
      version integer NOT NULL,
      patient_id uuid NOT NULL,
      agency_id uuid,
      care_service_id integer NOT NULL,
      summary text,
      visit_at timestamptz,
      cancel_reason text,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    -- Every list order ends in id, so each index carries it and serves the page without a sort.
    CREATE INDEX IF NOT EXISTS ${table}_status_updated_id_idx ON ${table} (status, updated_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_status_created_id_idx ON ${table} (status, created_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_updated_id_idx ON ${table} (updated_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_created_id_idx ON ${table} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_agency_updated_id_idx ON ${table} (agency_id, updated_at, id);
    CREATE INDEX IF NOT EXISTS ${table}_patient_idx ON ${table} (patient_id);`;
};
