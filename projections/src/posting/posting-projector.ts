import {
  evolvePosting,
  initialPostingState,
  postingEventTypes,
  type ExistingPosting,
  type PostingCandidate,
  type PostingEvent,
  type PostingState,
} from '@careledger/domain';
import type { PostingRow, StateRow } from '@careledger/storage';
import { stateFold, stateProjector, type StateFoldSpec } from '../engine/state-projector';

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

const postingFoldSpec: StateFoldSpec<PostingState, PostingEvent> = {
  eventTypes: postingEventTypes,
  creationType: 'PostingCreated',
  idOf: (event) => event.data.postingId,
  initial: initialPostingState,
  evolve: evolvePosting,
  exists: (state) => state.status !== 'none',
};

/** The postings fold, which the SQL and the MongoDB projector both apply. */
export const postingFold = stateFold(postingFoldSpec);

/** The columns lists filter and sort on. */
const postingColumns = (posting: ExistingPosting): Omit<PostingRow, keyof StateRow<ExistingPosting>> => ({
  patient_id: posting.patientId,
  agency_id: posting.agencyId,
  care_service_id: posting.careServiceId,
  status: posting.status,
  start_date: posting.startDate,
  end_date: posting.endDate,
  candidates: [...new Set([...posting.invited, ...posting.applicants, ...(posting.assignee ? [posting.assignee] : [])].map(candidateKey))],
});

/** A folded row as stored, with its list columns. */
export const postingRowWithColumns = ({ state, ...row }: StateRow<PostingState>): PostingRow => {
  // `exists` keeps every posting never created out of the fold's rows.
  if (state.status === 'none') throw new Error(`The posting ${row.id} has a row but was never created.`);
  return { ...row, state, ...postingColumns(state) };
};

/** The postings read model: one row per posting; invitations, applications and assignee in `state`. */
export const postingProjector = stateProjector<PostingState, PostingEvent>({
  ...postingFoldSpec,
  name: 'postings',
  version: POSTINGS_SCHEMA_VERSION,
  table: 'postings',
  columns: (state) => (state.status === 'none' ? {} : postingColumns(state)),
  createTables: postingTables,
});
