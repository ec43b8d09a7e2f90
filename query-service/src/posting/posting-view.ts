import type { ExistingPosting, PostingAnswer } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import { iso } from '../agency/list-params';


/** A `postings` row with its agency's name, as the queries select it. */
export type PostingRecord = Omit<StateRow<ExistingPosting, DriverInstant>, 'last_position'> & { agency_name: string | null };

/** Over `postings p` left-joined to `agencies a`. */
export const POSTING_COLUMNS = 'p.id, p.state, a.name AS agency_name, p.version, p.created_at, p.updated_at';
export const POSTING_FROM = 'postings p LEFT JOIN agencies a ON a.id::text = p.agency_id';

export const toPostingView = ({ id, state, agency_name, version, created_at, updated_at }: PostingRecord): PostingAnswer => ({
  id,
  patientId: state.patientId,
  agencyId: state.agencyId,
  agencyName: agency_name,
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
