import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { CreatePosting, PostingCommand } from './commands';
import { postingDecider } from './decider';
import type { PostingEvent } from './events';
import {
  AGENCY_ID,
  AGENCY_USER_ID,
  APPLIED_CAREGIVER_ID,
  END_DATE,
  INVITED_CAREGIVER_ID,
  NEW_CAREGIVER_ID,
  NOW,
  OTHER_AGENCY_ID,
  THIRD_AGENCY_ID,
  commandFor,
  historyIn,
  metadataFor,
  postingCreated,
  postingId,
} from './posting.fixtures';
import { PostingStatus } from './posting-statuses';

const spec = deciderSpec(postingDecider);
const { DRAFT, OPEN, ON_HOLD, FILLED } = PostingStatus;
const AFTER_END = '2026-07-01T08:00:00.000Z';
const ON_LAST_DAY = '2026-06-30T23:00:00.000Z';

const create = (data: Partial<CreatePosting['data']> = {}, now = NOW): CreatePosting => {
  const { createdBy: _createdBy, ...fields } = postingCreated.data;
  return { type: 'CreatePosting', data: { ...fields, ...data }, metadata: metadataFor(now) };
};
const extendTo = (endDate: string, now = NOW): PostingCommand => ({ type: 'ExtendPosting', data: { postingId, endDate }, metadata: metadataFor(now) });
const apply = (kind: 'agency' | 'caregiver', id: string): PostingCommand => ({ type: 'ApplyToPosting', data: { postingId, applicant: { kind, id } }, metadata: metadataFor() });
const assign = (kind: 'agency' | 'caregiver', id: string): PostingCommand => ({ type: 'AssignPosting', data: { postingId, assignee: { kind, id } }, metadata: metadataFor() });
const inviteAgency = (agencyId: string): PostingCommand => ({ type: 'InviteAgencyToPosting', data: { postingId, agencyId }, metadata: metadataFor() });
const inviteCaregiver = (caregiverId: string): PostingCommand => ({ type: 'InviteCaregiverToPosting', data: { postingId, caregiverId }, metadata: metadataFor() });
const agencyInvited = (agencyId: string): PostingEvent => ({ type: 'AgencyInvitedToPosting', data: { postingId, agencyId } });

describe('creating a posting', () => {
  it('creates a draft recording who created it', () => {
    spec.given([]).when(create()).then([postingCreated]);
    expect(fold(postingDecider, [postingCreated]).status).toBe(DRAFT);
  });

  it('refuses to create the same posting twice', () => {
    spec.given([postingCreated]).when(create()).thenFails('posting_already_exists', 'conflict');
  });

  it('refuses a posting without an agency', () => {
    spec.given([]).when(create({ agencyId: null })).thenFails('posting_agency_required', 'rule');
  });

  it('refuses a posting whose end date has passed, and accepts one that ends today', () => {
    const error = spec.given([]).when(create({ endDate: '2026-03-09' })).thenFails('end_date_in_past', 'rule');
    expect(error.message).toBe('The end date 2026-03-09 is before today (2026-03-10).');
    spec.given([]).when(create({ endDate: '2026-03-10' })).then([{ ...postingCreated, data: { ...postingCreated.data, endDate: '2026-03-10' } }]);
  });
});

describe('publishing and extending', () => {
  it('refuses to publish a draft whose period is over', () => {
    spec.given(historyIn(DRAFT)).when(commandFor('publish', AFTER_END)).thenFails('posting_expired', 'rule');
  });

  it('extends on the last day of the period, and refuses the day after', () => {
    spec.given(historyIn(OPEN)).when(extendTo('2026-07-31', ON_LAST_DAY)).then([
      { type: 'PostingExtended', data: { postingId, endDate: '2026-07-31', previousEndDate: END_DATE } },
    ]);
    const error = spec.given(historyIn(OPEN)).when(extendTo('2026-07-31', AFTER_END)).thenFails('posting_expired', 'rule');
    expect(error.message).toBe('The posting ended on 2026-06-30, before today (2026-07-01).');
  });

  it('refuses an end date that is not strictly after the current one', () => {
    spec.given(historyIn(OPEN)).when(extendTo(END_DATE)).thenFails('end_date_not_later', 'rule');
    spec.given(historyIn(ON_HOLD)).when(extendTo('2026-05-31')).thenFails('end_date_not_later', 'rule');
  });

  it('moves the end date, so the next extension starts from it', () => {
    const extended: PostingEvent = { type: 'PostingExtended', data: { postingId, endDate: '2026-08-31', previousEndDate: END_DATE } };
    spec.given([...historyIn(FILLED), extended]).when(extendTo('2026-07-31')).thenFails('end_date_not_later');
    expect(fold(postingDecider, [...historyIn(FILLED), extended])).toMatchObject({ endDate: '2026-08-31', status: FILLED });
  });
});

describe('inviting', () => {
  it('refuses to invite the agency that owns the posting', () => {
    spec.given(historyIn(DRAFT)).when(inviteAgency(AGENCY_ID)).thenFails('own_agency', 'rule');
  });

  it('refuses to invite anyone twice, or a caregiver who already applied', () => {
    spec.given([...historyIn(OPEN), agencyInvited(OTHER_AGENCY_ID)]).when(inviteAgency(OTHER_AGENCY_ID)).thenFails('already_invited');
    spec.given(historyIn(OPEN)).when(inviteCaregiver(INVITED_CAREGIVER_ID)).thenFails('already_invited');
    spec.given(historyIn(OPEN)).when(inviteCaregiver(APPLIED_CAREGIVER_ID)).thenFails('already_applied');
  });
});

describe('applying', () => {
  it('lets an invited caregiver apply', () => {
    spec.given(historyIn(OPEN)).when(apply('caregiver', INVITED_CAREGIVER_ID)).then([{ type: 'CaregiverAppliedToPosting', data: { postingId, caregiverId: INVITED_CAREGIVER_ID } }]);
  });

  it('refuses a caregiver who already applied', () => {
    spec.given(historyIn(OPEN)).when(apply('caregiver', APPLIED_CAREGIVER_ID)).thenFails('already_applied', 'rule');
  });

  it('lets an invited agency apply, recording who applied for it', () => {
    spec.given([...historyIn(OPEN), agencyInvited(OTHER_AGENCY_ID)]).when(apply('agency', OTHER_AGENCY_ID)).then([
      { type: 'AgencyAppliedToPosting', data: { postingId, agencyId: OTHER_AGENCY_ID, appliedBy: AGENCY_USER_ID } },
    ]);
  });

  it('refuses an agency that was not invited, and the owning agency', () => {
    spec.given([...historyIn(OPEN), agencyInvited(OTHER_AGENCY_ID)]).when(apply('agency', THIRD_AGENCY_ID)).thenFails('agency_not_invited', 'rule');
    spec.given(historyIn(OPEN)).when(apply('agency', AGENCY_ID)).thenFails('own_agency', 'rule');
  });

  it('refuses an applicant who is neither an agency nor a caregiver', () => {
    const command: PostingCommand = { type: 'ApplyToPosting', data: { postingId, applicant: null }, metadata: metadataFor() };
    spec.given(historyIn(OPEN)).when(command).thenFails('applicant_unknown', 'rule');
  });
});

describe('assigning and filling', () => {
  it('assigns an invited agency that never applied', () => {
    spec.given([...historyIn(OPEN), agencyInvited(OTHER_AGENCY_ID)]).when(assign('agency', OTHER_AGENCY_ID)).then([
      { type: 'PostingAssigned', data: { postingId, assignee: { kind: 'agency', id: OTHER_AGENCY_ID }, previousAssignee: { kind: 'caregiver', id: APPLIED_CAREGIVER_ID } } },
    ]);
  });

  it('refuses someone who was neither invited nor applied', () => {
    spec.given(historyIn(OPEN)).when(assign('caregiver', NEW_CAREGIVER_ID)).thenFails('not_a_candidate', 'rule');
    spec.given(historyIn(OPEN)).when(assign('agency', INVITED_CAREGIVER_ID)).thenFails('not_a_candidate', 'rule');
  });

  it('refuses to assign the current assignee again', () => {
    spec.given(historyIn(OPEN)).when(assign('caregiver', APPLIED_CAREGIVER_ID)).thenFails('already_assigned', 'rule');
  });

  it('fills only an assigned posting', () => {
    const published: PostingEvent = { type: 'PostingPublished', data: { postingId } };
    spec.given([...historyIn(DRAFT), published]).when(commandFor('fill')).thenFails('posting_not_assigned', 'rule');
  });
});

describe('evolving', () => {
  it('keeps what each event says', () => {
    const history: PostingEvent[] = [...historyIn(ON_HOLD), agencyInvited(OTHER_AGENCY_ID)];
    expect(fold(postingDecider, history)).toMatchObject({
      status: ON_HOLD,
      holdReason: 'Patient in hospital',
      invited: [{ kind: 'caregiver', id: INVITED_CAREGIVER_ID }, { kind: 'agency', id: OTHER_AGENCY_ID }],
      applicants: [{ kind: 'caregiver', id: APPLIED_CAREGIVER_ID }],
      assignee: { kind: 'caregiver', id: APPLIED_CAREGIVER_ID },
    });
    const closed = fold(postingDecider, [...history, { type: 'PostingClosed', data: { postingId, reason: 'Moved away', previousStatus: ON_HOLD } }]);
    expect(closed).toMatchObject({ status: PostingStatus.CLOSED, closeReason: 'Moved away', previousStatus: ON_HOLD });
    expect(closed).not.toHaveProperty('holdReason');
  });

  it('ignores events on a posting that does not exist', () => {
    expect(fold(postingDecider, [{ type: 'PostingPublished', data: { postingId } }])).toEqual({ status: 'none' });
  });
});
