import { assertNever } from '../shared/decider';
import type { ReminderChannel, ReminderDetails, ReminderEvent } from './events';

export interface NoReminder {
  status: 'none';
}

interface ExistingDetails extends ReminderDetails {
  reminderId: string;
  /** The channels the delivery port has sent it on. */
  deliveredOn: ReminderChannel[];
}

export interface UnreadReminder extends ExistingDetails {
  status: 'unread';
}

export interface ReadReminder extends ExistingDetails {
  status: 'read';
  readAt: string;
}

export type ExistingReminder = UnreadReminder | ReadReminder;
export type ReminderState = NoReminder | ExistingReminder;

export const initialReminderState = (): ReminderState => ({ status: 'none' });

export const evolveReminder = (state: ReminderState, event: ReminderEvent): ReminderState => {
  switch (event.type) {
    case 'ReminderCreated':
      return { status: 'unread', ...event.data, channels: [...event.data.channels], deliveredOn: [] };
    case 'ReminderRead':
      return state.status === 'none' ? state : { ...state, status: 'read', readAt: event.data.readAt };
    case 'ReminderDelivered':
      return state.status === 'none' ? state : { ...state, deliveredOn: [...state.deliveredOn, event.data.channel] };
    default:
      return assertNever(event);
  }
};
