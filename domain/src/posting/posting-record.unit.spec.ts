import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { fold } from '../shared/decider';
import { isDomainError, type DomainError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { postingDecider } from './decider';
import { postingFactsOf } from './facts';
import { AGENCY_ID, APPLIED_CAREGIVER_ID, INVITED_CAREGIVER_ID, OTHER_AGENCY_ID, historyIn, metadataFor, patientId } from './posting.fixtures';
import { PostingStatus, type PostingRecordAction } from './posting-statuses';
import { postingRecord } from './record';

const agencyUser: Actor = { id: 'agency-user', roleId: Role.AGENCY, agencyId: AGENCY_ID };
const admin: Actor = { id: 'admin-user', roleId: Role.ADMIN, agencyId: null };
const caregiverUser: Actor = { id: APPLIED_CAREGIVER_ID, roleId: Role.CAREGIVER, agencyId: AGENCY_ID };

const validBody = {
  patientId,
  careServiceId: 4,
  schedule: { days: [5, 1, 3], startTime: '22:00', endTime: '06:00' },
  startDate: '2026-03-01',
  endDate: '2026-06-30',
};

const fieldErrors = (body: unknown, request = postingRecord.create): DomainError['errors'] => {
  try {
    parseOrThrow(request.body, body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
  }
  throw new Error('expected the body to be refused');
};

const commandOf = (body: unknown, actor: Actor, request = postingRecord.create) =>
  request.toCommand('posting-1', parseOrThrow(request.body, body) as never, metadataFor(), actor);

const act = (action: PostingRecordAction) => postingRecord.actions[action];

describe('the create body', () => {
  it('posts for the creating staff member\'s agency, with the days in week order', () => {
    expect(commandOf(validBody, agencyUser).data).toEqual({
      postingId: 'posting-1',
      ...validBody,
      agencyId: AGENCY_ID,
      schedule: { days: [1, 3, 5], startTime: '22:00', endTime: '06:00' },
      description: null,
    });
  });

  it('takes the agency an administrator names, and none when they name none', () => {
    expect(commandOf({ ...validBody, agencyId: OTHER_AGENCY_ID }, admin).data).toMatchObject({ agencyId: OTHER_AGENCY_ID });
    expect(commandOf(validBody, admin).data).toMatchObject({ agencyId: null });
  });

  it('names every missing field', () => {
    expect(fieldErrors({})).toEqual([
      { path: 'patientId', message: 'is required' },
      { path: 'careServiceId', message: 'is required' },
      { path: 'schedule', message: 'is required' },
      { path: 'startDate', message: 'is required' },
      { path: 'endDate', message: 'is required' },
    ]);
  });

  it('names each broken rule', () => {
    const body = {
      patientId: 'p-1',
      agencyId: 7,
      careServiceId: 99,
      schedule: { days: [0, 8], startTime: '8:00', endTime: '24:00', hours: 4 },
      startDate: '01/03/2026',
      endDate: '2026-02-30',
      description: ' ',
      extra: true,
    };
    expect(fieldErrors(body)).toEqual([
      { path: 'patientId', message: 'must be a UUID' },
      { path: 'agencyId', message: 'must be a UUID' },
      { path: 'careServiceId', message: 'must be a care service id' },
      { path: 'schedule.days.0', message: 'must be a day of the week, 1 (Monday) to 7 (Sunday)' },
      { path: 'schedule.days.1', message: 'must be a day of the week, 1 (Monday) to 7 (Sunday)' },
      { path: 'schedule.startTime', message: 'must be a time, HH:MM' },
      { path: 'schedule.endTime', message: 'must be a time, HH:MM' },
      { path: 'schedule.hours', message: 'is not an allowed field' },
      { path: 'startDate', message: 'must be a date, YYYY-MM-DD' },
      { path: 'endDate', message: 'must be a date, YYYY-MM-DD' },
      { path: 'description', message: 'must not be empty' },
      { path: 'extra', message: 'is not an allowed field' },
    ]);
  });

  it('refuses a schedule without days, with a repeated day, or a shift that ends as it starts', () => {
    expect(fieldErrors({ ...validBody, schedule: { ...validBody.schedule, days: [] } })).toEqual([{ path: 'schedule.days', message: 'must name at least one day' }]);
    expect(fieldErrors({ ...validBody, schedule: { ...validBody.schedule, days: [2, 2] } })).toEqual([{ path: 'schedule.days', message: 'must not repeat a day' }]);
    expect(fieldErrors({ ...validBody, schedule: { ...validBody.schedule, endTime: '22:00' } })).toEqual([{ path: 'schedule.endTime', message: 'must differ from startTime' }]);
  });

  it('refuses an end date that is not after the start date', () => {
    expect(fieldErrors({ ...validBody, endDate: '2026-03-01' })).toEqual([{ path: 'endDate', message: 'must be after startDate' }]);
  });
});

describe('the action bodies', () => {
  it('require the expected version, and a reason to hold', () => {
    expect(fieldErrors({}, act('hold'))).toEqual([
      { path: 'expectedVersion', message: 'is required' },
      { path: 'reason', message: 'is required' },
    ]);
    expect(commandOf({ expectedVersion: 2 }, agencyUser, act('close')).data).toEqual({ postingId: 'posting-1', reason: null });
  });

  it('assign names exactly one of a caregiver and an agency', () => {
    const rule = [{ path: 'caregiverId', message: 'name exactly one of caregiverId and agencyId' }];
    expect(fieldErrors({ expectedVersion: 1 }, act('assign'))).toEqual(rule);
    expect(fieldErrors({ expectedVersion: 1, caregiverId: INVITED_CAREGIVER_ID, agencyId: OTHER_AGENCY_ID }, act('assign'))).toEqual(rule);
    expect(commandOf({ expectedVersion: 1, agencyId: OTHER_AGENCY_ID }, agencyUser, act('assign')).data).toEqual({
      postingId: 'posting-1',
      assignee: { kind: 'agency', id: OTHER_AGENCY_ID },
    });
  });

  it('apply takes the applicant from who is asking', () => {
    const applicantOf = (actor: Actor) => (commandOf({ expectedVersion: 1 }, actor, act('apply')).data as { applicant: unknown }).applicant;
    expect(applicantOf(caregiverUser)).toEqual({ kind: 'caregiver', id: APPLIED_CAREGIVER_ID });
    expect(applicantOf({ ...agencyUser, agencyId: OTHER_AGENCY_ID })).toEqual({ kind: 'agency', id: OTHER_AGENCY_ID });
    expect(applicantOf(admin)).toBeNull();
  });
});

describe('posting facts', () => {
  it('tell the policy the status and everyone the posting concerns, once each', () => {
    const invited = { type: 'AgencyInvitedToPosting' as const, data: { postingId: 'posting-1', agencyId: OTHER_AGENCY_ID } };
    const facts = postingRecord.factsOf(fold(postingDecider, [...historyIn(PostingStatus.ON_HOLD), invited]));
    expect(facts).toEqual({
      patientId,
      agencyId: AGENCY_ID,
      createdBy: expect.any(String),
      postingStatus: PostingStatus.ON_HOLD,
      candidates: [
        { kind: 'caregiver', id: INVITED_CAREGIVER_ID },
        { kind: 'agency', id: OTHER_AGENCY_ID },
        { kind: 'caregiver', id: APPLIED_CAREGIVER_ID },
      ],
      invitedAgencyIds: [OTHER_AGENCY_ID],
    });
    expect(postingFactsOf({ status: 'none' })).toMatchObject({ postingStatus: null, candidates: [] });
  });

  it('describe a posting about to be created as a draft of its agency', () => {
    expect(postingRecord.factsOfCreation(commandOf(validBody, agencyUser))).toMatchObject({ patientId, agencyId: AGENCY_ID, postingStatus: PostingStatus.DRAFT });
  });
});
