import { Logger } from '@nestjs/common';
import type { ReminderChannel, ReminderDetails } from '@careledger/domain';

/** A reminder as the delivery port is handed it: enough to write the message. */
export interface OutboxReminder extends Omit<ReminderDetails, 'channels'> {
  id: string;
}

/**
 * Where reminders leave the system (e-mail, SMS). `send` resolves once the message is handed
 * over; the delivery job then records the delivery with a command. A crash between the two sends
 * it again on the next run: delivery is at least once, so an adapter should pass the reminder id
 * and channel on as its own idempotency key where the provider takes one.
 */
export interface ReminderDelivery {
  send(reminder: OutboxReminder, channel: ReminderChannel): Promise<void>;
}

/** The adapter of this build: one log line per message, where an e-mail or SMS provider would go. */
export const loggingReminderDelivery = (log: (line: string) => void = (line) => Logger.log(line, 'ReminderDelivery')): ReminderDelivery => ({
  async send(reminder, channel) {
    log(`Reminder ${reminder.id} by ${channel} to user ${reminder.assigneeId}: ${reminder.title}, due ${reminder.dueAt} (${reminder.source} ${reminder.sourceId}, patient ${reminder.patientId}).`);
  },
});
