import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { can } from '../policy/can';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import type { ReminderCommand } from './commands';
import { reminderDecider } from './decider';
import type { ReminderCreated, ReminderDetails, ReminderEvent } from './events';
import { reminderRecord } from './record';
import { SCHEDULER_ACTOR } from '../policy/operations-policy';

const spec = deciderSpec(reminderDecider);
const reminderId = '5b0e8a4e-3f1c-5d2a-9b7c-1e2f3a4b5c6d';
const CAREGIVER = '00000000-0000-4000-8000-000000000009';
const NOW = '2026-03-10T07:05:00.000Z';
const metadataOf = (actorId: string, actorRole: Actor['roleId']): CommandMetadata => ({ commandId: 'c', correlationId: 'c', actorId, actorRole, now: NOW });
const bySchedule = metadataOf(SCHEDULER_ACTOR.id, Role.ADMIN);
const byCaregiver = metadataOf(CAREGIVER, Role.CAREGIVER);

const details: ReminderDetails = {
  source: 'dose',
  sourceId: '7a1d2c3b-4a59-4e68-8d7c-0b1a2c3d4e5f',
  patientId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  assigneeId: CAREGIVER,
  title: 'Metoprolol 25 mg',
  dueAt: '2026-03-10T08:00:00.000Z',
  channels: ['email'],
};
const created: ReminderCreated = { type: 'ReminderCreated', data: { reminderId, ...details } };
const read: ReminderEvent = { type: 'ReminderRead', data: { reminderId, readBy: CAREGIVER, readAt: NOW } };
const delivered: ReminderEvent = { type: 'ReminderDelivered', data: { reminderId, channel: 'email', deliveredAt: NOW } };

const create = (change: Partial<ReminderDetails> = {}): ReminderCommand => ({ type: 'CreateReminder', data: { reminderId, ...details, ...change }, metadata: bySchedule });
const markRead: ReminderCommand = { type: 'MarkReminderRead', data: { reminderId }, metadata: byCaregiver };
const recordDelivery = (channel: 'email' | 'sms'): ReminderCommand => ({ type: 'RecordReminderDelivery', data: { reminderId, channel }, metadata: bySchedule });

describe('creating a reminder', () => {
  it('writes what is due, for whom and when, once per channel named', () => {
    spec.given([]).when(create()).then([created]);
    spec.given([]).when(create({ channels: ['email', 'sms', 'email'] })).then([{ type: 'ReminderCreated', data: { reminderId, ...details, channels: ['email', 'sms'] } }]);
  });

  it('refuses the same reminder twice: a repeated run appends nothing', () => {
    spec.given([created]).when(create()).thenFails('reminder_already_exists', 'conflict');
  });
});

describe('marking a reminder read', () => {
  it('records who read it and when', () => {
    spec.given([created]).when(markRead).then([read]);
    spec.given([created, delivered]).when(markRead).then([read]);
  });

  it('refuses a second read and a reminder that does not exist', () => {
    spec.given([created, read]).when(markRead).thenFails('reminder_already_read', 'rule');
    spec.given([]).when(markRead).thenFails('reminder_not_found', 'not_found');
  });
});

describe('recording a delivery', () => {
  it('records the channel it went by, once', () => {
    spec.given([created]).when(recordDelivery('email')).then([delivered]);
    spec.given([created, read]).when(recordDelivery('email')).then([delivered]);
    spec.given([created, delivered]).when(recordDelivery('email')).thenFails('reminder_already_delivered', 'rule');
  });

  it('refuses a channel the reminder does not go by', () => {
    expect(spec.given([created]).when(recordDelivery('sms')).thenFails('validation_failed', 'validation').errors).toEqual([
      { path: 'channel', message: 'must be a channel the reminder goes to' },
    ]);
  });
});

describe('the state of a reminder', () => {
  it('is unread, then read; it keeps the channels delivered', () => {
    expect(fold(reminderDecider, [created])).toMatchObject({ status: 'unread', deliveredOn: [] });
    expect(fold(reminderDecider, [created, delivered, read])).toMatchObject({ status: 'read', readAt: NOW, deliveredOn: ['email'] });
  });
});

describe('the reminder requests', () => {
  const errorsOf = (input: unknown): FieldError[] => {
    try {
      parseOrThrow(reminderRecord.create.body, input);
    } catch (error) {
      if (isDomainError(error)) return error.errors;
      throw error;
    }
    return [];
  };

  it('turn the scheduler’s body into the command', () => {
    const command = reminderRecord.create.toCommand(reminderId, parseOrThrow(reminderRecord.create.body, details) as never, bySchedule, SCHEDULER_ACTOR);
    expect(command).toEqual(create());
  });

  it('name each bad field', () => {
    expect(errorsOf({ ...details, source: 'visit', dueAt: 'soon', channels: ['pigeon'], assigneeId: 'me' })).toEqual([
      { path: 'source', message: 'must be one of task, dose' },
      { path: 'assigneeId', message: 'must be a UUID' },
      { path: 'dueAt', message: 'must be an ISO-8601 date-time with a time zone' },
      { path: 'channels.0', message: 'must be a channel: email, sms' },
    ]);
  });
});

describe('who may act on a reminder', () => {
  const facts = reminderRecord.factsOf(fold(reminderDecider, [created]));
  const caregiver: Actor = { id: CAREGIVER, roleId: Role.CAREGIVER };
  const otherCaregiver: Actor = { id: '00000000-0000-4000-8000-0000000000aa', roleId: Role.CAREGIVER };
  const admin: Actor = { id: '00000000-0000-4000-8000-0000000000bb', roleId: Role.ADMIN };
  const agency: Actor = { id: '00000000-0000-4000-8000-0000000000cc', roleId: Role.AGENCY, agencyId: '00000000-0000-4000-8000-000000000003' };

  it('lets the person reminded read it and mark it read, and no one else mark it', () => {
    expect(can(caregiver, 'reminder.read', facts)).toBe(true);
    expect(can(caregiver, 'reminder.mark-read', facts)).toBe(true);
    expect(can(otherCaregiver, 'reminder.read', facts)).toBe(false);
    expect(can(otherCaregiver, 'reminder.mark-read', facts)).toBe(false);
    expect(can(agency, 'reminder.read', facts)).toBe(false);
    expect(can(admin, 'reminder.read', facts)).toBe(true);
    expect(can(admin, 'reminder.mark-read', facts)).toBe(false);
  });

  it('keeps creating and recording delivery to the scheduler, an administrator', () => {
    expect(can(SCHEDULER_ACTOR, 'reminder.create', reminderRecord.factsOfCreation(create()))).toBe(true);
    expect(can(SCHEDULER_ACTOR, 'reminder.record-delivery', facts)).toBe(true);
    expect(can(caregiver, 'reminder.create', reminderRecord.factsOfCreation(create()))).toBe(false);
    expect(can(caregiver, 'reminder.record-delivery', facts)).toBe(false);
  });
});
