import type { ExistingPosting, PostingAnswer } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import { iso } from '../agency/list-params';
import type { Unnamed } from '../names/display-names';

/** A `postings` row as the queries select it. */
export type PostingRecord = Omit<StateRow<ExistingPosting, DriverInstant>, 'last_position'>;

/** Over `postings p`. */
export const POSTING_COLUMNS = 'p.id, p.state, p.version, p.created_at, p.updated_at';
export const POSTING_FROM = 'postings p';

/** The ids a posting names, and what each points at. */
export const POSTING_NAMES = { patientId: 'patient', agencyId: 'agency', createdBy: 'user' } as const;

/** A posting before its names are looked up (`withNames`). */
export type PostingView = Unnamed<PostingAnswer, typeof POSTING_NAMES>;

export const toPostingView = ({ id, state, version, created_at, updated_at }: PostingRecord): PostingView => ({
  id,
  patientId: state.patientId,
  agencyId: state.agencyId,
  careServiceId: state.careServiceId,
  status: state.status,
  schedule: state.schedule,
  startDate: state.startDate,
  endDate: state.endDate,
  description: state.description,
  createdBy: state.createdBy,
  holdReason: 'holdReason' in state ? state.holdReason : null,
  closeReason: 'closeReason' in state ? state.closeReason : null,
  invited: [...state.invited],
  applicants: [...state.applicants],
  assignee: state.assignee,
  version: Number(version),
  createdAt: iso(created_at),
  updatedAt: iso(updated_at),
});
