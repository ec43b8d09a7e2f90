import type { ExistingPosting, PostingAnswer, PostingCandidate } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import { iso } from '../agency/list-params';
import type { ListReads } from '../http/list-query';
import { displayNamesOf, withNames, type Unnamed } from '../names/display-names';

/** A `postings` row as the queries select it. */
export type PostingRecord = Omit<StateRow<ExistingPosting, DriverInstant>, 'last_position'>;

/** Over `postings p`. */
export const POSTING_COLUMNS = 'p.id, p.state, p.version, p.created_at, p.updated_at';
export const POSTING_FROM = 'postings p';

/** The ids a posting names, and what each points at. */
export const POSTING_NAMES = { patientId: 'patient', agencyId: 'agency', createdBy: 'user' } as const;

/** The names of the agencies and caregivers a posting concerns, which `withNames` cannot give: each candidate says its own kind. */
type CandidateNames = Pick<PostingAnswer, 'invitedNames' | 'applicantsNames' | 'assigneeName'>;

/** A posting before its names are looked up (`withPostingNames`). */
export type PostingView = Omit<Unnamed<PostingAnswer, typeof POSTING_NAMES>, keyof CandidateNames>;

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

/** `views` with the names of their patient, agency and author, and of each agency or caregiver invited, applying or assigned. */
export const withPostingNames = async (reads: ListReads, views: readonly PostingView[]): Promise<PostingAnswer[]> => {
  const candidates = views.flatMap((view) => [...view.invited, ...view.applicants, ...(view.assignee === null ? [] : [view.assignee])]);
  const idsOf = (kind: PostingCandidate['kind']) => candidates.filter((candidate) => candidate.kind === kind).map((candidate) => candidate.id);
  const [named, agencies, caregivers] = await Promise.all([
    withNames(reads, views, POSTING_NAMES),
    displayNamesOf(reads, 'agency', idsOf('agency')),
    displayNamesOf(reads, 'caregiver', idsOf('caregiver')),
  ]);
  const nameOf = (candidate: PostingCandidate): string | null => (candidate.kind === 'agency' ? agencies : caregivers).get(candidate.id.toLowerCase()) ?? null;
  return named.map((view) => ({
    ...view,
    invitedNames: view.invited.map(nameOf),
    applicantsNames: view.applicants.map(nameOf),
    assigneeName: view.assignee === null ? null : nameOf(view.assignee),
  }));
};

/** One posting with its names: see `withPostingNames`. */
export const withPostingNamesOf = async (reads: ListReads, view: PostingView): Promise<PostingAnswer> => {
  const [named] = await withPostingNames(reads, [view]);
  return named as PostingAnswer;
};
