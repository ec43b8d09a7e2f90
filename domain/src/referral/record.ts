import { z } from 'zod';
import { closeReasonRequiresComment, referralCloseReasons } from '../catalog/referrals';
import { action, creation, expectedVersionField, type RecordRequest, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import { ruleMessage } from '../shared/validation';
import type { ReferralRecordAction } from './actions';
import type { ReferralCommand } from './commands';
import { referralDecider } from './decider';
import type { ReferralEvent } from './events';
import { referralFactsOf, referralFactsOfCreation } from './facts';
import { referralMilestones } from './milestones';
import type { ReferralState } from './state';
import { calendarDateField as calendarDate, uuidField } from '../shared/fields';

const uuid = uuidField;
const text = (max: number) =>
  z
    .string({ error: ruleMessage('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

const closeReasonId = z.literal(
  referralCloseReasons.map((reason) => reason.id),
  { error: ruleMessage(`must be a close reason id, 1 to ${referralCloseReasons.length}`) },
);
const milestone = z.enum(referralMilestones, { error: ruleMessage(`must be one of ${referralMilestones.join(', ')}`) });

const closeBody = z
  .strictObject({ expectedVersion: expectedVersionField, reasonId: closeReasonId, comment: text(1000).nullable().optional(), dischargeDate: calendarDate })
  .refine((body) => !closeReasonRequiresComment(body.reasonId) || body.comment != null, {
    error: 'is required when the close reason is 6 (other)',
    path: ['comment'],
  });

const referralRequests: Record<ReferralRecordAction, RecordRequest<ReferralCommand>> = {
  hold: action({ reason: text(500) }, (referralId, body, metadata) => ({ type: 'HoldReferral', data: { referralId, reason: body.reason }, metadata })),
  unhold: action({}, (referralId, _body, metadata) => ({ type: 'UnholdReferral', data: { referralId }, metadata })),
  // The comment rule spans two fields, so this body is written out rather than built by `action`.
  close: {
    body: closeBody,
    toCommand: (referralId: string, body: z.output<typeof closeBody>, metadata: CommandMetadata): ReferralCommand => ({
      type: 'CloseReferral',
      data: { referralId, reasonId: body.reasonId, comment: body.comment ?? null, dischargeDate: body.dischargeDate },
      metadata,
    }),
  },
  milestones: action({ milestone, date: calendarDate }, (referralId, body, metadata) => ({
    type: 'RecordReferralMilestone',
    data: { referralId, milestone: body.milestone, date: body.date },
    metadata,
  })),
};

export const referralRecord: RecordType<ReferralState, ReferralCommand, ReferralEvent, ReferralRecordAction> = {
  category: 'referral',
  noun: 'referral',
  decider: referralDecider,
  exists: (state) => state.status !== 'none',
  create: creation(
    { patientId: uuid, partnerId: uuid.nullable().optional(), hubId: uuid.nullable().optional() },
    (referralId, body, metadata, actor) => ({
      type: 'OpenReferral',
      // Partners refer for their own organisation; an administrator names one.
      data: { referralId, patientId: body.patientId, partnerId: body.partnerId ?? actor.partnerId ?? null, hubId: body.hubId ?? null },
      metadata,
    }),
  ),
  actions: referralRequests,
  factsOf: referralFactsOf,
  factsOfCreation: (command) =>
    command.type === 'OpenReferral' ? referralFactsOfCreation(command.data.patientId, command.data.partnerId, command.metadata.actorId) : {},
};
