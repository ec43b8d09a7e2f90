import type { Event } from '../shared/event';

// One word, as every category: the audit log reads a stream's category up to its first dash.
export const REMINDER_STREAM_CATEGORY = 'reminder';
export const reminderStreamId = (reminderId: string): string => `${REMINDER_STREAM_CATEGORY}-${reminderId}`;

/** What a reminder is about: a task's due time, or a dose a medication order makes due. */
export const reminderSources = ['task', 'dose'] as const;
export type ReminderSource = (typeof reminderSources)[number];

/**
 * Where a reminder goes besides the console's list: one outbox row each, delivered through the
 * delivery port. Every sign-in has an e-mail address; SMS waits for an adapter and a number.
 */
export const reminderChannels = ['email', 'sms'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

interface ReminderRef {
  reminderId: string;
}

export interface ReminderDetails {
  source: ReminderSource;
  /** The task, or the medication order whose dose is due. */
  sourceId: string;
  patientId: string;
  /** The user reminded: the task's assignee, or a caregiver on the patient's care team. */
  assigneeId: string;
  /** What is due, as the reminder reads: the task's title, or the drug and dose. */
  title: string;
  /** The instant it is due, ISO-8601. */
  dueAt: string;
  channels: ReminderChannel[];
}

export type ReminderCreated = Event<'ReminderCreated', ReminderRef & ReminderDetails>;
export type ReminderRead = Event<'ReminderRead', ReminderRef & { readBy: string; readAt: string }>;
/** The delivery port sent the reminder on one channel; the outbox row of that channel is done. */
export type ReminderDelivered = Event<'ReminderDelivered', ReminderRef & { channel: ReminderChannel; deliveredAt: string }>;

export type ReminderEvent = ReminderCreated | ReminderRead | ReminderDelivered;
export type ReminderEventType = ReminderEvent['type'];

export const reminderEventTypes: readonly ReminderEventType[] = ['ReminderCreated', 'ReminderRead', 'ReminderDelivered'];

export const isReminderEvent = (event: Event): event is ReminderEvent => reminderEventTypes.includes(event.type as ReminderEventType);
