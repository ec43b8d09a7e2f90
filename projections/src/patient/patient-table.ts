/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const PATIENTS_SCHEMA_VERSION = 1;

/**
 * DDL of `patients` and `patient_contacts`; `suffix` lets a rebuild build fresh copies beside
 * them. Names are indexed lower-cased under the "C" collation: one btree then serves both the
 * name prefix search (`LIKE 'ros%'`) and the sort by last name, whatever the database's locale.
 * Ids of other records are text: a projector must never fail on a value it did not choose.
 */
export const patientTables = (suffix: string): string => {
  const patients = `patients${suffix}`;
  const contacts = `patient_contacts${suffix}`;
  const lastName = `lower(last_name) COLLATE "C"`;
  return `
    CREATE TABLE IF NOT EXISTS ${patients} (
      id uuid PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      date_of_birth date,
      agency_id text,
      partner_id text,
      created_by text NOT NULL,
      care_team text[] NOT NULL,
      care_coordinator_id text,
      ambulatory_level smallint,
      payer_id integer,
      diagnosis_ids integer[] NOT NULL,
      language_ids integer[] NOT NULL,
      assistance_levels jsonb NOT NULL,
      demographics jsonb NOT NULL,
      allergies jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${patients}_last_name_idx ON ${patients} ((${lastName}), id);
    CREATE INDEX IF NOT EXISTS ${patients}_first_name_idx ON ${patients} ((lower(first_name) COLLATE "C"));
    CREATE INDEX IF NOT EXISTS ${patients}_created_idx ON ${patients} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${patients}_updated_idx ON ${patients} (updated_at, id);
    CREATE INDEX IF NOT EXISTS ${patients}_agency_name_idx ON ${patients} (agency_id, (${lastName}), id);
    CREATE INDEX IF NOT EXISTS ${patients}_agency_updated_idx ON ${patients} (agency_id, updated_at, id);
    CREATE INDEX IF NOT EXISTS ${patients}_partner_name_idx ON ${patients} (partner_id, (${lastName}), id);
    CREATE INDEX IF NOT EXISTS ${patients}_creator_name_idx ON ${patients} (created_by, (${lastName}), id);
    CREATE INDEX IF NOT EXISTS ${patients}_ambulatory_name_idx ON ${patients} (ambulatory_level, (${lastName}), id);
    CREATE INDEX IF NOT EXISTS ${patients}_care_team_idx ON ${patients} USING gin (care_team);
    CREATE TABLE IF NOT EXISTS ${contacts} (
      patient_id uuid NOT NULL,
      contact_id text NOT NULL,
      ordinal integer NOT NULL,
      name text NOT NULL,
      relationship_id integer NOT NULL,
      phone text,
      email text,
      is_emergency boolean NOT NULL,
      PRIMARY KEY (patient_id, contact_id)
    );`;
};
