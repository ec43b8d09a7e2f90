import { DomainError, ruleBroken } from '../shared/domain-error';
import type { PostingCandidate } from './events';
import { postingActionPhrases, postingStatusLabel, type PostingRecordAction, type PostingStatusId } from './posting-statuses';

const describe = (candidate: PostingCandidate): string => `${candidate.kind} ${candidate.id}`;

export const postingAlreadyExists = (postingId: string): DomainError =>
  new DomainError('conflict', 'posting_already_exists', `The posting ${postingId} already exists.`);

export const postingNotFound = (postingId: string): DomainError =>
  new DomainError('not_found', 'posting_not_found', `The posting ${postingId} does not exist.`);

export const illegalPostingAction = (status: PostingStatusId, action: PostingRecordAction): DomainError =>
  ruleBroken('illegal_transition', `You cannot ${postingActionPhrases[action]} a posting that is ${postingStatusLabel(status).toLowerCase()}.`);

export const postingAgencyRequired = (): DomainError =>
  ruleBroken('posting_agency_required', 'A posting belongs to an agency: name the agencyId.');

export const endDateAlreadyPast = (endDate: string, today: string): DomainError =>
  ruleBroken('end_date_in_past', `The end date ${endDate} is before today (${today}).`);

export const postingExpired = (endDate: string, today: string): DomainError =>
  ruleBroken('posting_expired', `The posting ended on ${endDate}, before today (${today}).`);

export const endDateNotLater = (endDate: string, currentEndDate: string): DomainError =>
  ruleBroken('end_date_not_later', `The new end date ${endDate} must be after the current end date ${currentEndDate}.`);

export const ownAgencyInvited = (agencyId: string): DomainError =>
  ruleBroken('own_agency', `The agency ${agencyId} owns the posting: it cannot be invited to or apply to it.`);

export const alreadyInvited = (candidate: PostingCandidate): DomainError =>
  ruleBroken('already_invited', `The ${describe(candidate)} is already invited to the posting.`);

export const alreadyApplied = (candidate: PostingCandidate): DomainError =>
  ruleBroken('already_applied', `The ${describe(candidate)} has already applied to the posting.`);

export const applicantUnknown = (): DomainError =>
  ruleBroken('applicant_unknown', 'Only an agency or a caregiver can apply to a posting.');

export const agencyNotInvited = (agencyId: string): DomainError =>
  ruleBroken('agency_not_invited', `The agency ${agencyId} may apply only once invited to the posting.`);

export const notACandidate = (candidate: PostingCandidate): DomainError =>
  ruleBroken('not_a_candidate', `The ${describe(candidate)} was neither invited to nor applied to the posting.`);

export const alreadyAssigned = (candidate: PostingCandidate): DomainError =>
  ruleBroken('already_assigned', `The posting is already assigned to the ${describe(candidate)}.`);

export const postingNotAssigned = (): DomainError =>
  ruleBroken('posting_not_assigned', 'A posting is filled only once it is assigned to an agency or a caregiver.');
