import type { RecordFacts } from '../policy/resource';
import type { PostingCandidate } from './events';
import { PostingStatus, type PostingStatusId } from './posting-statuses';
import { samePostingCandidate, type PostingState } from './state';

/**
 * What the policy must know of a posting beyond any record's facts: whether it is open, and
 * to whom it was offered, since caregivers and other agencies see and answer only those.
 */
export interface PostingFacts extends RecordFacts {
  postingStatus?: PostingStatusId | null;
  /** Invited, applied or assigned: the agencies and caregivers the posting concerns. */
  candidates?: readonly PostingCandidate[];
  /** Agencies the posting's agency invited: only they may apply. */
  invitedAgencyIds?: readonly string[];
}

export const postingFactsOf = (state: PostingState): PostingFacts => {
  if (state.status === 'none') return { postingStatus: null, candidates: [], invitedAgencyIds: [] };
  const candidates = [...state.invited, ...state.applicants, ...(state.assignee ? [state.assignee] : [])].filter(
    (candidate, index, all) => all.findIndex((other) => samePostingCandidate(other, candidate)) === index,
  );
  return {
    patientId: state.patientId,
    agencyId: state.agencyId,
    createdBy: state.createdBy,
    postingStatus: state.status,
    candidates,
    invitedAgencyIds: state.invited.filter((candidate) => candidate.kind === 'agency').map((candidate) => candidate.id),
  };
};

/** A posting about to be created is a draft offered to no one yet. */
export const postingFactsOfCreation = (patientId: string, agencyId: string | null, createdBy: string): PostingFacts => ({
  patientId,
  agencyId,
  createdBy,
  postingStatus: PostingStatus.DRAFT,
  candidates: [],
  invitedAgencyIds: [],
});
