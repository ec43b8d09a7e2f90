import type { CareServiceId } from '../catalog/care-services';
import type { Event } from '../shared/event';
import type { UnclosedPostingStatusId } from './posting-statuses';
import type { PostingSchedule } from './schedule';

export const POSTING_STREAM_CATEGORY = 'posting';
export const postingStreamId = (postingId: string): string => `${POSTING_STREAM_CATEGORY}-${postingId}`;

interface PostingRef {
  postingId: string;
}

/** Who a posting may be offered to, and who may take it: another agency, or a caregiver. */
export interface PostingCandidate {
  kind: 'agency' | 'caregiver';
  id: string;
}

export type PostingCreated = Event<
  'PostingCreated',
  PostingRef & {
    patientId: string;
    agencyId: string;
    careServiceId: CareServiceId;
    schedule: PostingSchedule;
    /** Calendar dates, YYYY-MM-DD; the end is after the start. */
    startDate: string;
    endDate: string;
    description: string | null;
    createdBy: string;
  }
>;
export type PostingPublished = Event<'PostingPublished', PostingRef>;
export type PostingHeld = Event<'PostingHeld', PostingRef & { reason: string }>;
export type PostingUnheld = Event<'PostingUnheld', PostingRef>;
export type PostingExtended = Event<'PostingExtended', PostingRef & { endDate: string; previousEndDate: string }>;
export type AgencyInvitedToPosting = Event<'AgencyInvitedToPosting', PostingRef & { agencyId: string }>;
export type CaregiverInvitedToPosting = Event<'CaregiverInvitedToPosting', PostingRef & { caregiverId: string }>;
export type AgencyAppliedToPosting = Event<'AgencyAppliedToPosting', PostingRef & { agencyId: string; appliedBy: string }>;
export type CaregiverAppliedToPosting = Event<'CaregiverAppliedToPosting', PostingRef & { caregiverId: string }>;
export type PostingAssigned = Event<'PostingAssigned', PostingRef & { assignee: PostingCandidate; previousAssignee: PostingCandidate | null }>;
export type PostingFilled = Event<'PostingFilled', PostingRef & { assignee: PostingCandidate }>;
export type PostingClosed = Event<'PostingClosed', PostingRef & { reason: string | null; previousStatus: UnclosedPostingStatusId }>;

export type PostingEvent =
  | PostingCreated
  | PostingPublished
  | PostingHeld
  | PostingUnheld
  | PostingExtended
  | AgencyInvitedToPosting
  | CaregiverInvitedToPosting
  | AgencyAppliedToPosting
  | CaregiverAppliedToPosting
  | PostingAssigned
  | PostingFilled
  | PostingClosed;

export type PostingEventType = PostingEvent['type'];

export const postingEventTypes: readonly PostingEventType[] = [
  'PostingCreated',
  'PostingPublished',
  'PostingHeld',
  'PostingUnheld',
  'PostingExtended',
  'AgencyInvitedToPosting',
  'CaregiverInvitedToPosting',
  'AgencyAppliedToPosting',
  'CaregiverAppliedToPosting',
  'PostingAssigned',
  'PostingFilled',
  'PostingClosed',
];

export const isPostingEvent = (event: Event): event is PostingEvent => postingEventTypes.includes(event.type as PostingEventType);
