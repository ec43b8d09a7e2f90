import { agencyEventTypes, evolveAgency, initialAgencyState, type AgencyEvent, type AgencyState } from '@careledger/domain';
import { stateProjector } from '../engine/state-projector';

const NAME = `lower(name) COLLATE "C"`;

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const AGENCIES_SCHEMA_VERSION = 1;

/** DDL of `agencies`; names are indexed lower-cased under "C" so one btree serves prefix search and sort. */
export const agencyTables = (suffix: string): string => {
  const t = `agencies${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      standing smallint NOT NULL,
      is_internal boolean NOT NULL,
      care_service_ids integer[] NOT NULL,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t}_name_idx ON ${t} ((${NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_standing_name_idx ON ${t} (standing, (${NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_internal_name_idx ON ${t} (is_internal, (${NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_created_idx ON ${t} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${t}_care_services_idx ON ${t} USING gin (care_service_ids);`;
};

/** The agency directory: one row per registered agency. */
export const agencyProjector = stateProjector<AgencyState, AgencyEvent>({
  name: 'agencies',
  version: AGENCIES_SCHEMA_VERSION,
  table: 'agencies',
  eventTypes: agencyEventTypes,
  creationType: 'AgencyRegistered',
  idOf: (event) => event.data.agencyId,
  initial: initialAgencyState,
  evolve: evolveAgency,
  exists: (state) => state.status === 'registered',
  columns: (state) =>
    state.status === 'none'
      ? {}
      : { name: state.name, standing: state.standing, is_internal: state.isInternal, care_service_ids: [...state.careServiceIds] },
  createTables: agencyTables,
});
