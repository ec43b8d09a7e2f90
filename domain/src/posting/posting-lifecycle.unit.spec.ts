import { describe, expect, it } from 'vitest';
import { postingActions as catalogPostingActions } from '../catalog/care-coordination';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { postingDecider } from './decider';
import type { PostingEvent } from './events';
import {
  APPLIED_CAREGIVER_ID,
  END_DATE,
  INVITED_CAREGIVER_ID,
  LATER_END_DATE,
  NEW_CAREGIVER_ID,
  OTHER_AGENCY_ID,
  commandFor,
  historyIn,
  postingId,
} from './posting.fixtures';
import { PostingStatus, postingRecordActions, type PostingRecordAction, type PostingStatusId } from './posting-statuses';

const spec = deciderSpec(postingDecider);
const { DRAFT, OPEN, ON_HOLD, FILLED, CLOSED } = PostingStatus;
const everyStatus: PostingStatusId[] = [DRAFT, OPEN, ON_HOLD, FILLED, CLOSED];
const statusWords: Record<PostingStatusId, string> = { 1: 'draft', 2: 'open', 3: 'on hold', 4: 'filled', 5: 'closed' };

/** DESIGN.md section 3 and the posting's life cycle, written out independently of the implementation's table. */
const allowed: Record<PostingStatusId, PostingRecordAction[]> = {
  1: ['publish', 'extend', 'invite-agency', 'invite-caregiver', 'close'],
  2: ['hold', 'extend', 'invite-agency', 'invite-caregiver', 'apply', 'assign', 'fill', 'close'],
  3: ['unhold', 'extend', 'invite-agency', 'invite-caregiver', 'close'],
  4: ['extend', 'close'],
  5: [],
};

const caregiver = (id: string) => ({ kind: 'caregiver' as const, id });

const eventOf = (status: PostingStatusId, action: PostingRecordAction): PostingEvent => {
  switch (action) {
    case 'publish':
      return { type: 'PostingPublished', data: { postingId } };
    case 'hold':
      return { type: 'PostingHeld', data: { postingId, reason: 'Patient in hospital' } };
    case 'unhold':
      return { type: 'PostingUnheld', data: { postingId } };
    case 'extend':
      return { type: 'PostingExtended', data: { postingId, endDate: LATER_END_DATE, previousEndDate: END_DATE } };
    case 'invite-agency':
      return { type: 'AgencyInvitedToPosting', data: { postingId, agencyId: OTHER_AGENCY_ID } };
    case 'invite-caregiver':
      return { type: 'CaregiverInvitedToPosting', data: { postingId, caregiverId: NEW_CAREGIVER_ID } };
    case 'apply':
      return { type: 'CaregiverAppliedToPosting', data: { postingId, caregiverId: NEW_CAREGIVER_ID } };
    case 'assign':
      return { type: 'PostingAssigned', data: { postingId, assignee: caregiver(INVITED_CAREGIVER_ID), previousAssignee: caregiver(APPLIED_CAREGIVER_ID) } };
    case 'fill':
      return { type: 'PostingFilled', data: { postingId, assignee: caregiver(APPLIED_CAREGIVER_ID) } };
    case 'close':
      if (status === CLOSED) throw new Error('a closed posting is never closed again');
      return { type: 'PostingClosed', data: { postingId, reason: 'Family arranged care', previousStatus: status } };
  }
};

const statusAfter: Partial<Record<PostingRecordAction, PostingStatusId>> = { publish: OPEN, hold: ON_HOLD, unhold: OPEN, fill: FILLED, close: CLOSED };

const accepted = everyStatus.flatMap((status) => allowed[status].map((action) => [status, action] as const));
const refused = everyStatus.flatMap((status) =>
  postingRecordActions.filter((action) => !allowed[status].includes(action)).map((action) => [status, action] as const),
);

describe('posting life cycle', () => {
  it('offers the actions SPEC.md names for postings', () => {
    expect(postingRecordActions).toEqual(expect.arrayContaining(catalogPostingActions.map((entry) => entry.id)));
    expect(accepted.length + refused.length).toBe(everyStatus.length * postingRecordActions.length);
  });

  for (const [status, action] of accepted) {
    it(`a ${statusWords[status]} posting accepts ${action}`, () => {
      const event = eventOf(status, action);
      spec.given(historyIn(status)).when(commandFor(action)).then([event]);
      expect(fold(postingDecider, [...historyIn(status), event]).status).toBe(statusAfter[action] ?? status);
    });
  }

  for (const [status, action] of refused) {
    it(`a ${statusWords[status]} posting refuses ${action}`, () => {
      const error = spec.given(historyIn(status)).when(commandFor(action)).thenFails('illegal_transition', 'rule');
      expect(error.message).toMatch(new RegExp(`^You cannot .+ a posting that is ${statusWords[status]}\\.$`));
    });
  }

  it.each(postingRecordActions)('refuses %s on a posting that does not exist', (action) => {
    spec.given([]).when(commandFor(action)).thenFails('posting_not_found', 'not_found');
  });

  it('names the action in the refusal', () => {
    const error = spec.given(historyIn(ON_HOLD)).when(commandFor('apply')).thenFails('illegal_transition');
    expect(error.message).toBe('You cannot apply to a posting that is on hold.');
  });
});
