import { samePostingCandidate, type PostingCandidate } from '@careledger/domain';
import type { Posting } from '../api';

/** An agency or caregiver the posting concerns, with the name the answer gives it (null where no read model has one). */
export interface NamedCandidate extends PostingCandidate {
  name: string | null;
}

const named = (candidates: readonly PostingCandidate[], names: readonly (string | null)[]): NamedCandidate[] =>
  candidates.map((candidate, index) => ({ ...candidate, name: names[index] ?? null }));

/** Whom the posting may be assigned to: each one invited or applying, once, in the order they came. */
export const assignableCandidatesOf = (posting: Posting): NamedCandidate[] =>
  [...named(posting.invited, posting.invitedNames), ...named(posting.applicants, posting.applicantsNames)].filter(
    (candidate, index, all) => all.findIndex((other) => samePostingCandidate(other, candidate)) === index,
  );

/** Who was invited, who applied, who has it: each by name where one is known. */
export const candidateGroupsOf = (posting: Posting) => ({
  invited: named(posting.invited, posting.invitedNames),
  applicants: named(posting.applicants, posting.applicantsNames),
  assignee: posting.assignee === null ? null : { ...posting.assignee, name: posting.assigneeName },
});
