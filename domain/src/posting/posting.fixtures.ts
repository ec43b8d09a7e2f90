import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { assertNever } from '../shared/decider';
import type { PostingCommand } from './commands';
import type { PostingCreated, PostingEvent } from './events';
import { PostingStatus, type PostingRecordAction, type PostingStatusId } from './posting-statuses';

export const postingId = '5f0c2a1e-0000-4000-8000-000000000001';
export const patientId = '5f0c2a1e-0000-4000-8000-000000000002';
export const AGENCY_ID = '5f0c2a1e-0000-4000-8000-0000000000a1';
export const OTHER_AGENCY_ID = '5f0c2a1e-0000-4000-8000-0000000000a2';
export const THIRD_AGENCY_ID = '5f0c2a1e-0000-4000-8000-0000000000a3';
export const AGENCY_USER_ID = '5f0c2a1e-0000-4000-8000-0000000000b1';
/** Applied and assigned in the open history. */
export const APPLIED_CAREGIVER_ID = '5f0c2a1e-0000-4000-8000-0000000000c1';
/** Invited in every history. */
export const INVITED_CAREGIVER_ID = '5f0c2a1e-0000-4000-8000-0000000000c2';
export const NEW_CAREGIVER_ID = '5f0c2a1e-0000-4000-8000-0000000000c3';

export const START_DATE = '2026-03-01';
export const END_DATE = '2026-06-30';
export const LATER_END_DATE = '2026-09-30';
/** Inside the posting's period. */
export const NOW = '2026-03-10T09:00:00.000Z';

export const metadataFor = (now = NOW, actorId = AGENCY_USER_ID): CommandMetadata => ({
  commandId: 'command-1',
  correlationId: 'command-1',
  actorId,
  actorRole: Role.AGENCY,
  now,
});

export const postingCreated: PostingCreated = {
  type: 'PostingCreated',
  data: {
    postingId,
    patientId,
    agencyId: AGENCY_ID,
    careServiceId: 3,
    schedule: { days: [1, 3, 5], startTime: '08:00', endTime: '12:00' },
    startDate: START_DATE,
    endDate: END_DATE,
    description: 'Morning home support after a hip replacement.',
    createdBy: AGENCY_USER_ID,
  },
};

const draft: PostingEvent[] = [postingCreated, { type: 'CaregiverInvitedToPosting', data: { postingId, caregiverId: INVITED_CAREGIVER_ID } }];
const open: PostingEvent[] = [
  ...draft,
  { type: 'PostingPublished', data: { postingId } },
  { type: 'CaregiverAppliedToPosting', data: { postingId, caregiverId: APPLIED_CAREGIVER_ID } },
  { type: 'PostingAssigned', data: { postingId, assignee: { kind: 'caregiver', id: APPLIED_CAREGIVER_ID }, previousAssignee: null } },
];

/**
 * A history that ends in `status`: a caregiver invited from the start; once open, another
 * caregiver applied and was assigned, so every action that may follow has what it needs.
 */
export const historyIn = (status: PostingStatusId): PostingEvent[] => {
  switch (status) {
    case PostingStatus.DRAFT:
      return draft;
    case PostingStatus.OPEN:
      return open;
    case PostingStatus.ON_HOLD:
      return [...open, { type: 'PostingHeld', data: { postingId, reason: 'Patient in hospital' } }];
    case PostingStatus.FILLED:
      return [...open, { type: 'PostingFilled', data: { postingId, assignee: { kind: 'caregiver', id: APPLIED_CAREGIVER_ID } } }];
    case PostingStatus.CLOSED:
      return [...draft, { type: 'PostingClosed', data: { postingId, reason: null, previousStatus: PostingStatus.DRAFT } }];
    default:
      return assertNever(status);
  }
};

/** A command for each action that the history of any status allowing it accepts. */
export const commandFor = (action: PostingRecordAction, now = NOW): PostingCommand => {
  const metadata = metadataFor(now);
  switch (action) {
    case 'publish':
      return { type: 'PublishPosting', data: { postingId }, metadata };
    case 'hold':
      return { type: 'HoldPosting', data: { postingId, reason: 'Patient in hospital' }, metadata };
    case 'unhold':
      return { type: 'UnholdPosting', data: { postingId }, metadata };
    case 'extend':
      return { type: 'ExtendPosting', data: { postingId, endDate: LATER_END_DATE }, metadata };
    case 'invite-agency':
      return { type: 'InviteAgencyToPosting', data: { postingId, agencyId: OTHER_AGENCY_ID }, metadata };
    case 'invite-caregiver':
      return { type: 'InviteCaregiverToPosting', data: { postingId, caregiverId: NEW_CAREGIVER_ID }, metadata };
    case 'apply':
      return { type: 'ApplyToPosting', data: { postingId, applicant: { kind: 'caregiver', id: NEW_CAREGIVER_ID } }, metadata: metadataFor(now, NEW_CAREGIVER_ID) };
    case 'assign':
      return { type: 'AssignPosting', data: { postingId, assignee: { kind: 'caregiver', id: INVITED_CAREGIVER_ID } }, metadata };
    case 'fill':
      return { type: 'FillPosting', data: { postingId }, metadata };
    case 'close':
      return { type: 'ClosePosting', data: { postingId, reason: 'Family arranged care' }, metadata };
    default:
      return assertNever(action);
  }
};
