import { z } from 'zod';
import { unversionedAction, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import { instantField, textField, uuidField } from '../shared/fields';
import { ruleMessage } from '../shared/validation';
import type { ReminderAction } from './actions';
import type { ReminderCommand } from './commands';
import { reminderDecider } from './decider';
import { reminderChannels, reminderSources, type ReminderEvent } from './events';
import type { ReminderState } from './state';

/** A task's title (200) or a drug (200), a space and its dose (100). */
export const MAX_REMINDER_TITLE_LENGTH = 301;

const channel = z.enum(reminderChannels, { error: ruleMessage(`must be a channel: ${reminderChannels.join(', ')}`) });

const createBody = z.strictObject({
  source: z.enum(reminderSources, { error: ruleMessage(`must be one of ${reminderSources.join(', ')}`) }),
  sourceId: uuidField,
  patientId: uuidField,
  assigneeId: uuidField,
  title: textField(MAX_REMINDER_TITLE_LENGTH),
  dueAt: instantField,
  channels: z
    .array(channel, { error: ruleMessage('must be a list of channels') })
    .max(reminderChannels.length, { error: `must list at most ${reminderChannels.length} channels` }),
});

/**
 * Reminders are the scheduler's: it creates them (no route takes a `create`) and records their
 * delivery; the person reminded marks them read. `userId` carries the assignee, whom the policy
 * compares with the actor.
 */
export const reminderRecord: RecordType<ReminderState, ReminderCommand, ReminderEvent, ReminderAction> = {
  category: 'reminder',
  noun: 'reminder',
  decider: reminderDecider,
  exists: (state) => state.status !== 'none',
  create: {
    body: createBody,
    versioned: false,
    toCommand: (reminderId: string, body: z.output<typeof createBody>, metadata: CommandMetadata) => ({
      type: 'CreateReminder',
      data: { reminderId, ...body },
      metadata,
    }),
  },
  actions: {
    // Reading does not depend on what the reader saw: no expected version, a second read is refused (422).
    'mark-read': unversionedAction({}, (reminderId, _body, metadata) => ({ type: 'MarkReminderRead', data: { reminderId }, metadata })),
    'record-delivery': unversionedAction({ channel }, (reminderId, body, metadata) => ({
      type: 'RecordReminderDelivery',
      data: { reminderId, channel: body.channel },
      metadata,
    })),
  },
  factsOf: (state) => (state.status === 'none' ? {} : { userId: state.assigneeId }),
  // The patient it names must exist (the pipeline loads it); who may act is the assignee's question alone.
  factsOfCreation: (command) => (command.type === 'CreateReminder' ? { userId: command.data.assigneeId, patientId: command.data.patientId } : {}),
};
