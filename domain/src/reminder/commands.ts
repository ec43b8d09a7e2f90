import type { Command } from '../shared/command';
import type { ReminderChannel, ReminderDetails } from './events';

interface ReminderRef {
  reminderId: string;
}

/** Sent by the scheduler, under an id derived from what is due, for whom and when. */
export type CreateReminder = Command<'CreateReminder', ReminderRef & ReminderDetails>;
export type MarkReminderRead = Command<'MarkReminderRead', ReminderRef>;
export type RecordReminderDelivery = Command<'RecordReminderDelivery', ReminderRef & { channel: ReminderChannel }>;

export type ReminderCommand = CreateReminder | MarkReminderRead | RecordReminderDelivery;
