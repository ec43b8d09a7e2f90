import { evolvePosting, initialPostingState, postingEventTypes, type PostingCandidate, type PostingEvent, type PostingState } from '@careledger/domain';
import { stateProjector } from '../engine/state-projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const POSTINGS_SCHEMA_VERSION = 1;

/** DDL of `postings`: `candidates` ('agency:<id>', 'caregiver:<id>') serves the read rule of other agencies and caregivers. */
export const postingTables = (suffix: string): string => {
  const t = `postings${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      id uuid PRIMARY KEY,
      patient_id text NOT NULL,
      agency_id text NOT NULL,
      care_service_id integer NOT NULL,
      status smallint NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      candidates text[] NOT NULL,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t}_start_idx ON ${t} (start_date, id);
    CREATE INDEX IF NOT EXISTS ${t}_created_idx ON ${t} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${t}_agency_start_idx ON ${t} (agency_id, start_date, id);
    CREATE INDEX IF NOT EXISTS ${t}_patient_start_idx ON ${t} (patient_id, start_date, id);
    CREATE INDEX IF NOT EXISTS ${t}_status_start_idx ON ${t} (status, start_date, id);
    CREATE INDEX IF NOT EXISTS ${t}_service_start_idx ON ${t} (care_service_id, start_date, id);
    CREATE INDEX IF NOT EXISTS ${t}_candidates_idx ON ${t} USING gin (candidates);`;
};

export const candidateKey = (candidate: PostingCandidate): string => `${candidate.kind}:${candidate.id}`;

/** The postings read model: one row per posting; invitations, applications and assignee in `state`. */
export const postingProjector = stateProjector<PostingState, PostingEvent>({
  name: 'postings',
  version: POSTINGS_SCHEMA_VERSION,
  table: 'postings',
  eventTypes: postingEventTypes,
  creationType: 'PostingCreated',
  idOf: (event) => event.data.postingId,
  initial: initialPostingState,
  evolve: evolvePosting,
  exists: (state) => state.status !== 'none',
  columns: (state) =>
    state.status === 'none'
      ? {}
      : {
          patient_id: state.patientId,
          agency_id: state.agencyId,
          care_service_id: state.careServiceId,
          status: state.status,
          start_date: state.startDate,
          end_date: state.endDate,
          candidates: [...new Set([...state.invited, ...state.applicants, ...(state.assignee ? [state.assignee] : [])].map(candidateKey))],
        },
  createTables: postingTables,
});
