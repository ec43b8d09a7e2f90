import { z } from 'zod';
import { careServices } from '../catalog/care-services';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { action, expectedVersionField, type RecordRequest, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import { ruleMessage } from '../shared/validation';
import type { CreatePosting, PostingCommand } from './commands';
import { postingDecider } from './decider';
import type { PostingCandidate, PostingEvent } from './events';
import { postingFactsOf, postingFactsOfCreation } from './facts';
import type { PostingRecordAction } from './posting-statuses';
import { postingWeekdays } from './schedule';
import type { PostingState } from './state';
import { calendarDateField as calendarDate, uuidField } from '../shared/fields';

const uuid = uuidField;
const time = z.string({ error: ruleMessage('must be a time, HH:MM') }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time, HH:MM' });
const text = (max: number) =>
  z
    .string({ error: ruleMessage('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

const careServiceId = z.literal(
  careServices.map((service) => service.id),
  { error: ruleMessage('must be a care service id') },
);
const weekday = z.literal(
  postingWeekdays.map((day) => day.id),
  { error: ruleMessage('must be a day of the week, 1 (Monday) to 7 (Sunday)') },
);

const schedule = z
  .strictObject(
    {
      days: z
        .array(weekday, { error: ruleMessage('must be a list of days of the week') })
        .min(1, { error: 'must name at least one day' })
        .refine((days) => new Set(days).size === days.length, { error: 'must not repeat a day' }),
      startTime: time,
      endTime: time,
    },
    { error: ruleMessage('must be an object with days, startTime and endTime') },
  )
  .refine((value) => value.endTime !== value.startTime, { error: 'must differ from startTime', path: ['endTime'] });

const createBody = z
  .strictObject({
    patientId: uuid,
    agencyId: uuid.nullable().optional(),
    careServiceId,
    schedule,
    startDate: calendarDate,
    endDate: calendarDate,
    description: text(2000).nullable().optional(),
  })
  .refine((body) => body.endDate > body.startDate, { error: 'must be after startDate', path: ['endDate'] });

const createPosting = (postingId: string, body: z.output<typeof createBody>, metadata: CommandMetadata, actor: Actor): CreatePosting => ({
  type: 'CreatePosting',
  data: {
    postingId,
    patientId: body.patientId,
    // Staff post for their own agency; an administrator names one.
    agencyId: body.agencyId ?? actor.agencyId ?? null,
    careServiceId: body.careServiceId,
    schedule: { ...body.schedule, days: [...body.schedule.days].sort((a, b) => a - b) },
    startDate: body.startDate,
    endDate: body.endDate,
    description: body.description ?? null,
  },
  metadata,
});

/** Whoever applies applies for themself: a caregiver in person, agency staff for their agency; anyone else is no applicant. */
export const postingApplicantOf = (actor: Actor): PostingCandidate | null => {
  if (actor.roleId === Role.CAREGIVER) return { kind: 'caregiver', id: actor.id };
  return actor.agencyId ? { kind: 'agency', id: actor.agencyId } : null;
};

const assignBody = z
  .strictObject({ expectedVersion: expectedVersionField, caregiverId: uuid.optional(), agencyId: uuid.optional() })
  .refine((body) => (body.caregiverId === undefined) !== (body.agencyId === undefined), {
    error: 'name exactly one of caregiverId and agencyId',
    path: ['caregiverId'],
  });

const assigneeOf = (body: z.output<typeof assignBody>): PostingCandidate =>
  body.caregiverId !== undefined ? { kind: 'caregiver', id: body.caregiverId } : { kind: 'agency', id: body.agencyId ?? '' };

const noData = <Type extends 'PublishPosting' | 'UnholdPosting' | 'FillPosting'>(type: Type) =>
  action({}, (postingId, _body, metadata) => ({ type, data: { postingId }, metadata }));

const postingRequests: Record<PostingRecordAction, RecordRequest<PostingCommand>> = {
  publish: noData('PublishPosting'),
  hold: action({ reason: text(500) }, (postingId, body, metadata) => ({ type: 'HoldPosting', data: { postingId, reason: body.reason }, metadata })),
  unhold: noData('UnholdPosting'),
  extend: action({ endDate: calendarDate }, (postingId, body, metadata) => ({ type: 'ExtendPosting', data: { postingId, endDate: body.endDate }, metadata })),
  'invite-agency': action({ agencyId: uuid }, (postingId, body, metadata) => ({
    type: 'InviteAgencyToPosting',
    data: { postingId, agencyId: body.agencyId },
    metadata,
  })),
  'invite-caregiver': action({ caregiverId: uuid }, (postingId, body, metadata) => ({
    type: 'InviteCaregiverToPosting',
    data: { postingId, caregiverId: body.caregiverId },
    metadata,
  })),
  apply: action({}, (postingId, _body, metadata, actor) => ({ type: 'ApplyToPosting', data: { postingId, applicant: postingApplicantOf(actor) }, metadata })),
  assign: {
    body: assignBody,
    toCommand: (postingId: string, body: z.output<typeof assignBody>, metadata: CommandMetadata): PostingCommand => ({
      type: 'AssignPosting',
      data: { postingId, assignee: assigneeOf(body) },
      metadata,
    }),
  },
  fill: noData('FillPosting'),
  close: action({ reason: text(500).nullable().optional() }, (postingId, body, metadata) => ({
    type: 'ClosePosting',
    data: { postingId, reason: body.reason ?? null },
    metadata,
  })),
};

export const postingRecord: RecordType<PostingState, PostingCommand, PostingEvent, PostingRecordAction> = {
  category: 'posting',
  noun: 'posting',
  decider: postingDecider,
  exists: (state) => state.status !== 'none',
  create: { body: createBody, toCommand: createPosting },
  actions: postingRequests,
  factsOf: postingFactsOf,
  factsOfCreation: (command) =>
    command.type === 'CreatePosting' ? postingFactsOfCreation(command.data.patientId, command.data.agencyId, command.metadata.actorId) : {},
};
