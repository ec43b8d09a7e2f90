import type { CareServiceId } from '../catalog/care-services';
import { assertNever } from '../shared/decider';
import type { PostingCandidate, PostingEvent } from './events';
import { PostingStatus, type UnclosedPostingStatusId } from './posting-statuses';
import type { PostingSchedule } from './schedule';

interface PostingRecord {
  postingId: string;
  patientId: string;
  agencyId: string;
  careServiceId: CareServiceId;
  schedule: PostingSchedule;
  startDate: string;
  endDate: string;
  description: string | null;
  createdBy: string;
  /** Agencies and caregivers the posting's agency asked to take it, in the order asked. */
  invited: readonly PostingCandidate[];
  /** Agencies and caregivers who asked to take it, in the order they applied. */
  applicants: readonly PostingCandidate[];
  assignee: PostingCandidate | null;
}

type S = typeof PostingStatus;

export interface NoPosting {
  status: 'none';
}
export type DraftPosting = PostingRecord & { status: S['DRAFT'] };
export type OpenPosting = PostingRecord & { status: S['OPEN'] };
export type HeldPosting = PostingRecord & { status: S['ON_HOLD']; holdReason: string };
export type FilledPosting = PostingRecord & { status: S['FILLED']; assignee: PostingCandidate };
export type ClosedPosting = PostingRecord & { status: S['CLOSED']; closeReason: string | null; previousStatus: UnclosedPostingStatusId };

export type ExistingPosting = DraftPosting | OpenPosting | HeldPosting | FilledPosting | ClosedPosting;
export type PostingState = NoPosting | ExistingPosting;

export const initialPostingState = (): PostingState => ({ status: 'none' });

export const samePostingCandidate = (a: PostingCandidate | null, b: PostingCandidate | null): boolean =>
  a !== null && b !== null && a.kind === b.kind && a.id === b.id;

export const includesPostingCandidate = (candidates: readonly PostingCandidate[], candidate: PostingCandidate): boolean =>
  candidates.some((other) => samePostingCandidate(other, candidate));

/** The record's own fields, without what belongs to one status only. */
const recordOf = (posting: ExistingPosting): PostingRecord => ({
  postingId: posting.postingId,
  patientId: posting.patientId,
  agencyId: posting.agencyId,
  careServiceId: posting.careServiceId,
  schedule: posting.schedule,
  startDate: posting.startDate,
  endDate: posting.endDate,
  description: posting.description,
  createdBy: posting.createdBy,
  invited: posting.invited,
  applicants: posting.applicants,
  assignee: posting.assignee,
});

const onRecord = (state: PostingState, change: (posting: ExistingPosting) => PostingState): PostingState =>
  state.status === 'none' ? state : change(state);

export const evolvePosting = (state: PostingState, event: PostingEvent): PostingState => {
  switch (event.type) {
    case 'PostingCreated':
      return { status: PostingStatus.DRAFT, ...event.data, invited: [], applicants: [], assignee: null };
    case 'PostingPublished':
    case 'PostingUnheld':
      return onRecord(state, (posting) => ({ ...recordOf(posting), status: PostingStatus.OPEN }));
    case 'PostingHeld':
      return onRecord(state, (posting) => ({ ...recordOf(posting), status: PostingStatus.ON_HOLD, holdReason: event.data.reason }));
    case 'PostingExtended':
      return onRecord(state, (posting) => ({ ...posting, endDate: event.data.endDate }));
    case 'AgencyInvitedToPosting':
      return onRecord(state, (posting) => ({ ...posting, invited: [...posting.invited, { kind: 'agency', id: event.data.agencyId }] }));
    case 'CaregiverInvitedToPosting':
      return onRecord(state, (posting) => ({ ...posting, invited: [...posting.invited, { kind: 'caregiver', id: event.data.caregiverId }] }));
    case 'AgencyAppliedToPosting':
      return onRecord(state, (posting) => ({ ...posting, applicants: [...posting.applicants, { kind: 'agency', id: event.data.agencyId }] }));
    case 'CaregiverAppliedToPosting':
      return onRecord(state, (posting) => ({ ...posting, applicants: [...posting.applicants, { kind: 'caregiver', id: event.data.caregiverId }] }));
    case 'PostingAssigned':
      return onRecord(state, (posting) => ({ ...posting, assignee: event.data.assignee }));
    case 'PostingFilled':
      return onRecord(state, (posting) => ({ ...recordOf(posting), status: PostingStatus.FILLED, assignee: event.data.assignee }));
    case 'PostingClosed':
      return onRecord(state, (posting) => ({
        ...recordOf(posting),
        status: PostingStatus.CLOSED,
        closeReason: event.data.reason,
        previousStatus: event.data.previousStatus,
      }));
    default:
      return assertNever(event);
  }
};
