import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReminderEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { reminderProjector } from './reminder-projector';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const CAREGIVER = '00000000-0000-4000-8000-000000000009';
const DUE = '2026-03-10T08:00:00.000Z';

const reminder = (reminderId: string = randomUUID()) => {
  const on = (event: ReminderEvent, at: string) => given(`reminder-${reminderId}`, event, at);
  const ref = { reminderId };
  return {
    id: reminderId,
    created: (at: string, channels: ('email' | 'sms')[] = ['email']) =>
      on({ type: 'ReminderCreated', data: { ...ref, source: 'dose', sourceId: randomUUID(), patientId: PATIENT, assigneeId: CAREGIVER, title: 'Metoprolol 25 mg', dueAt: DUE, channels } }, at),
    delivered: (at: string, channel: 'email' | 'sms' = 'email') => on({ type: 'ReminderDelivered', data: { ...ref, channel, deliveredAt: at } }, at),
    read: (at: string) => on({ type: 'ReminderRead', data: { ...ref, readBy: CAREGIVER, readAt: at } }, at),
  };
};

describe.each(testDatabases())('reminders read model on $name', (testDatabase) => {
  const spec = projectionSpec(reminderProjector, testDatabase);

  it.each([1, 1_000])('keeps one row per reminder, unread until read, in batches of %i', async (batchSize) => {
    const r = reminder();
    await spec.given(r.created('2026-03-10T07:05:00.000Z'), r.delivered('2026-03-10T07:06:00.000Z'), r.read('2026-03-10T07:30:00.000Z')).then(
      (positions) => [
        {
          id: r.id,
          assignee_id: CAREGIVER,
          due_at: DUE,
          read_at: '2026-03-10T07:30:00.000Z',
          state: expect.objectContaining({ status: 'read', title: 'Metoprolol 25 mg', deliveredOn: ['email'] }),
          version: 2,
          created_at: '2026-03-10T07:05:00.000Z',
          updated_at: '2026-03-10T07:30:00.000Z',
          last_position: positions.at(-1),
        },
      ],
      { batchSize },
    );
  });

  it.each([1, 1_000])('queues one outbox row per channel, delivered only by the event that records it, in batches of %i', async (batchSize) => {
    const [both, waiting] = [reminder(), reminder()];
    await spec
      .given(both.created('2026-03-10T07:05:00.000Z', ['email', 'sms']), waiting.created('2026-03-10T07:05:01.000Z'), both.delivered('2026-03-10T07:06:00.000Z', 'sms'))
      .then(
        (positions) => [
          { reminder_id: both.id, channel: 'email', assignee_id: CAREGIVER, due_at: DUE, queued_at: '2026-03-10T07:05:00.000Z', queued_position: positions[0], delivered_at: null },
          { reminder_id: both.id, channel: 'sms', assignee_id: CAREGIVER, due_at: DUE, queued_at: '2026-03-10T07:05:00.000Z', queued_position: positions[0], delivered_at: '2026-03-10T07:06:00.000Z' },
          { reminder_id: waiting.id, channel: 'email', assignee_id: CAREGIVER, due_at: DUE, queued_at: '2026-03-10T07:05:01.000Z', queued_position: positions[1], delivered_at: null },
        ],
        { table: 'reminder_outbox', orderBy: 'queued_position, channel', batchSize },
      );
  });

  it('writes no row for a reminder never created', async () => {
    const r = reminder();
    await spec.given(r.delivered('2026-03-10T07:06:00.000Z')).then([]);
    await spec.given(r.read('2026-03-10T07:06:00.000Z')).then([], { table: 'reminder_outbox', orderBy: 'reminder_id' });
  });
});
