import type { CareServiceId } from '../catalog/care-services';
import type { Command } from '../shared/command';
import type { PostingCandidate } from './events';
import type { PostingSchedule } from './schedule';

interface PostingRef {
  postingId: string;
}

export type CreatePosting = Command<
  'CreatePosting',
  PostingRef & {
    patientId: string;
    /** Null only when an administrator named none: the decider refuses it. */
    agencyId: string | null;
    careServiceId: CareServiceId;
    schedule: PostingSchedule;
    startDate: string;
    endDate: string;
    description: string | null;
  }
>;
export type PublishPosting = Command<'PublishPosting', PostingRef>;
export type HoldPosting = Command<'HoldPosting', PostingRef & { reason: string }>;
export type UnholdPosting = Command<'UnholdPosting', PostingRef>;
export type ExtendPosting = Command<'ExtendPosting', PostingRef & { endDate: string }>;
export type InviteAgencyToPosting = Command<'InviteAgencyToPosting', PostingRef & { agencyId: string }>;
export type InviteCaregiverToPosting = Command<'InviteCaregiverToPosting', PostingRef & { caregiverId: string }>;
/** The applicant is who is asking: a caregiver for themself, agency staff for their agency. */
export type ApplyToPosting = Command<'ApplyToPosting', PostingRef & { applicant: PostingCandidate | null }>;
export type AssignPosting = Command<'AssignPosting', PostingRef & { assignee: PostingCandidate }>;
export type FillPosting = Command<'FillPosting', PostingRef>;
export type ClosePosting = Command<'ClosePosting', PostingRef & { reason: string | null }>;

export type PostingCommand =
  | CreatePosting
  | PublishPosting
  | HoldPosting
  | UnholdPosting
  | ExtendPosting
  | InviteAgencyToPosting
  | InviteCaregiverToPosting
  | ApplyToPosting
  | AssignPosting
  | FillPosting
  | ClosePosting;
