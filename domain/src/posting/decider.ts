import { assertNever, type Decider } from '../shared/decider';
import { parseInstant } from '../shared/instant';
import type { PostingCommand } from './commands';
import {
  agencyNotInvited,
  alreadyApplied,
  alreadyAssigned,
  alreadyInvited,
  applicantUnknown,
  endDateAlreadyPast,
  endDateNotLater,
  illegalPostingAction,
  notACandidate,
  ownAgencyInvited,
  postingAgencyRequired,
  postingAlreadyExists,
  postingExpired,
  postingNotAssigned,
  postingNotFound,
} from './errors';
import type { PostingCandidate, PostingEvent } from './events';
import { isPostingActionAllowed, PostingStatus, type PostingRecordAction } from './posting-statuses';
import { evolvePosting, includesPostingCandidate, initialPostingState, samePostingCandidate, type ExistingPosting, type PostingState } from './state';

/** The calendar day (UTC) a command was received, YYYY-MM-DD. */
const calendarDayOf = (now: string): string => new Date(parseInstant(now) ?? Number.NaN).toISOString().slice(0, 10);

const existing = (state: PostingState, postingId: string): ExistingPosting => {
  if (state.status === 'none') throw postingNotFound(postingId);
  return state;
};

const allowing = (state: PostingState, postingId: string, action: PostingRecordAction): ExistingPosting => {
  const posting = existing(state, postingId);
  if (!isPostingActionAllowed(posting.status, action)) throw illegalPostingAction(posting.status, action);
  return posting;
};

/** Dates are compared as YYYY-MM-DD text, which orders them as the calendar does. */
const notExpired = (posting: ExistingPosting, now: string): void => {
  const today = calendarDayOf(now);
  if (posting.endDate < today) throw postingExpired(posting.endDate, today);
};

const invitable = (posting: ExistingPosting, candidate: PostingCandidate): void => {
  if (candidate.kind === 'agency' && candidate.id === posting.agencyId) throw ownAgencyInvited(candidate.id);
  if (includesPostingCandidate(posting.invited, candidate)) throw alreadyInvited(candidate);
  if (includesPostingCandidate(posting.applicants, candidate)) throw alreadyApplied(candidate);
};

/** Caregivers answer an open posting freely; another agency only when it was invited. */
const mayApply = (posting: ExistingPosting, applicant: PostingCandidate | null): PostingCandidate => {
  if (applicant === null) throw applicantUnknown();
  if (applicant.kind === 'agency') {
    if (applicant.id === posting.agencyId) throw ownAgencyInvited(applicant.id);
    if (!includesPostingCandidate(posting.invited, applicant)) throw agencyNotInvited(applicant.id);
  }
  if (includesPostingCandidate(posting.applicants, applicant)) throw alreadyApplied(applicant);
  return applicant;
};

export const decidePosting = (command: PostingCommand, state: PostingState): PostingEvent[] => {
  const { postingId } = command.data;
  switch (command.type) {
    case 'CreatePosting': {
      if (state.status !== 'none') throw postingAlreadyExists(postingId);
      const { agencyId, ...posting } = command.data;
      if (agencyId === null) throw postingAgencyRequired();
      const today = calendarDayOf(command.metadata.now);
      if (posting.endDate < today) throw endDateAlreadyPast(posting.endDate, today);
      return [{ type: 'PostingCreated', data: { ...posting, agencyId, createdBy: command.metadata.actorId } }];
    }
    case 'PublishPosting':
      notExpired(allowing(state, postingId, 'publish'), command.metadata.now);
      return [{ type: 'PostingPublished', data: { postingId } }];
    case 'HoldPosting':
      allowing(state, postingId, 'hold');
      return [{ type: 'PostingHeld', data: { postingId, reason: command.data.reason } }];
    case 'UnholdPosting':
      allowing(state, postingId, 'unhold');
      return [{ type: 'PostingUnheld', data: { postingId } }];
    case 'ExtendPosting': {
      const posting = allowing(state, postingId, 'extend');
      notExpired(posting, command.metadata.now);
      if (command.data.endDate <= posting.endDate) throw endDateNotLater(command.data.endDate, posting.endDate);
      return [{ type: 'PostingExtended', data: { postingId, endDate: command.data.endDate, previousEndDate: posting.endDate } }];
    }
    case 'InviteAgencyToPosting':
      invitable(allowing(state, postingId, 'invite-agency'), { kind: 'agency', id: command.data.agencyId });
      return [{ type: 'AgencyInvitedToPosting', data: { postingId, agencyId: command.data.agencyId } }];
    case 'InviteCaregiverToPosting':
      invitable(allowing(state, postingId, 'invite-caregiver'), { kind: 'caregiver', id: command.data.caregiverId });
      return [{ type: 'CaregiverInvitedToPosting', data: { postingId, caregiverId: command.data.caregiverId } }];
    case 'ApplyToPosting': {
      const applicant = mayApply(allowing(state, postingId, 'apply'), command.data.applicant);
      return applicant.kind === 'agency'
        ? [{ type: 'AgencyAppliedToPosting', data: { postingId, agencyId: applicant.id, appliedBy: command.metadata.actorId } }]
        : [{ type: 'CaregiverAppliedToPosting', data: { postingId, caregiverId: applicant.id } }];
    }
    case 'AssignPosting': {
      const posting = allowing(state, postingId, 'assign');
      const { assignee } = command.data;
      if (!includesPostingCandidate(posting.invited, assignee) && !includesPostingCandidate(posting.applicants, assignee)) throw notACandidate(assignee);
      if (samePostingCandidate(posting.assignee, assignee)) throw alreadyAssigned(assignee);
      return [{ type: 'PostingAssigned', data: { postingId, assignee, previousAssignee: posting.assignee } }];
    }
    case 'FillPosting': {
      const posting = allowing(state, postingId, 'fill');
      if (posting.assignee === null) throw postingNotAssigned();
      return [{ type: 'PostingFilled', data: { postingId, assignee: posting.assignee } }];
    }
    case 'ClosePosting': {
      const posting = allowing(state, postingId, 'close');
      // The table already refuses this; the check narrows the status the event records.
      if (posting.status === PostingStatus.CLOSED) throw illegalPostingAction(posting.status, 'close');
      return [{ type: 'PostingClosed', data: { postingId, reason: command.data.reason, previousStatus: posting.status } }];
    }
    default:
      return assertNever(command);
  }
};

export const postingDecider: Decider<PostingState, PostingCommand, PostingEvent> = {
  initialState: initialPostingState,
  evolve: evolvePosting,
  decide: decidePosting,
};
