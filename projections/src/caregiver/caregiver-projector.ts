import { caregiverEventTypes, evolveCaregiver, initialCaregiverState, type CaregiverEvent, type CaregiverState } from '@careledger/domain';
import { stateProjector } from '../engine/state-projector';

const LAST_NAME = `lower(last_name) COLLATE "C"`;

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const CAREGIVERS_SCHEMA_VERSION = 1;

/** DDL of `caregivers`: the employing agency leads the indexes, as most lists are one agency's. */
export const caregiverTables = (suffix: string): string => {
  const t = `caregivers${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      id uuid PRIMARY KEY,
      agency_id text NOT NULL,
      user_id text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      status smallint NOT NULL,
      profession_id text NOT NULL,
      care_service_ids integer[] NOT NULL,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t}_last_name_idx ON ${t} ((${LAST_NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_first_name_idx ON ${t} ((lower(first_name) COLLATE "C"));
    CREATE INDEX IF NOT EXISTS ${t}_agency_name_idx ON ${t} (agency_id, (${LAST_NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_agency_status_name_idx ON ${t} (agency_id, status, (${LAST_NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_status_name_idx ON ${t} (status, (${LAST_NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_profession_name_idx ON ${t} (profession_id, (${LAST_NAME}), id);
    CREATE INDEX IF NOT EXISTS ${t}_created_idx ON ${t} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${t}_user_idx ON ${t} (user_id);
    CREATE INDEX IF NOT EXISTS ${t}_care_services_idx ON ${t} USING gin (care_service_ids);`;
};

/** The caregivers read model: one row per caregiver, services and certifications in `state`. */
export const caregiverProjector = stateProjector<CaregiverState, CaregiverEvent>({
  name: 'caregivers',
  version: CAREGIVERS_SCHEMA_VERSION,
  table: 'caregivers',
  eventTypes: caregiverEventTypes,
  creationType: 'CaregiverRegistered',
  idOf: (event) => event.data.caregiverId,
  initial: initialCaregiverState,
  evolve: evolveCaregiver,
  exists: (state) => state.status !== 'none',
  columns: (state) =>
    state.status === 'none'
      ? {}
      : {
          agency_id: state.agencyId,
          user_id: state.userId,
          first_name: state.firstName,
          last_name: state.lastName,
          status: state.status,
          profession_id: state.professionId,
          care_service_ids: state.services.map((service) => service.careServiceId),
        },
  createTables: caregiverTables,
});
