import { assertNever, type Decider } from '../shared/decider';
import type { ReminderCommand } from './commands';
import { reminderAlreadyDelivered, reminderAlreadyExists, reminderAlreadyRead, reminderNotFound, reminderNotOnChannel } from './errors';
import type { ReminderEvent } from './events';
import { evolveReminder, initialReminderState, type ExistingReminder, type ReminderState } from './state';

const existing = (state: ReminderState, reminderId: string): ExistingReminder => {
  if (state.status === 'none') throw reminderNotFound(reminderId);
  return state;
};

export const decideReminder = (command: ReminderCommand, state: ReminderState): ReminderEvent[] => {
  const { reminderId } = command.data;
  const { actorId, now } = command.metadata;
  switch (command.type) {
    case 'CreateReminder':
      if (state.status !== 'none') throw reminderAlreadyExists(reminderId);
      return [{ type: 'ReminderCreated', data: { ...command.data, channels: [...new Set(command.data.channels)] } }];
    case 'MarkReminderRead':
      if (existing(state, reminderId).status === 'read') throw reminderAlreadyRead(reminderId);
      return [{ type: 'ReminderRead', data: { reminderId, readBy: actorId, readAt: now } }];
    case 'RecordReminderDelivery': {
      const reminder = existing(state, reminderId);
      const { channel } = command.data;
      if (!reminder.channels.includes(channel)) throw reminderNotOnChannel(channel);
      if (reminder.deliveredOn.includes(channel)) throw reminderAlreadyDelivered(channel);
      return [{ type: 'ReminderDelivered', data: { reminderId, channel, deliveredAt: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const reminderDecider: Decider<ReminderState, ReminderCommand, ReminderEvent> = {
  initialState: initialReminderState,
  evolve: evolveReminder,
  decide: decideReminder,
};
