import { SCHEDULER_ACTOR, reminderRecord, type ReminderChannel, type ReminderState } from '@careledger/domain';
import { jobQueueCatalogue, type QueueDefinition } from '@careledger/jobs';
import { isRefusal, type CommandJobContext } from '../job/command-jobs';
import { sendOnce } from '../job/send-once';
import { loggingReminderDelivery, type OutboxReminder } from './reminder-delivery';

export const REMINDER_DELIVERY_QUEUE = jobQueueCatalogue.reminderDelivery.queue;

const PAGE = 200;

interface OutboxRow {
  reminder_id: string;
  channel: ReminderChannel;
  queued_position: number | string;
  state: ReminderState | string;
}

/** The undelivered outbox rows after (`position`, `channel`), in the order they were queued. */
const UNDELIVERED = `
  SELECT o.reminder_id::text AS reminder_id, o.channel, o.queued_position, r.state
    FROM reminder_outbox o JOIN reminders r ON r.id = o.reminder_id
   WHERE o.delivered_at IS NULL AND (o.queued_position, o.channel) > ($1::bigint, $2::text)
   ORDER BY o.queued_position, o.channel LIMIT ${PAGE}`;

const reminderOf = (row: OutboxRow): OutboxReminder | undefined => {
  const state = typeof row.state === 'string' ? (JSON.parse(row.state) as ReminderState) : row.state;
  if (state.status === 'none') return undefined;
  const { source, sourceId, patientId, assigneeId, title, dueAt } = state;
  return { id: row.reminder_id, source, sourceId, patientId, assigneeId, title, dueAt };
};

const deliveryKey = (reminderId: string, channel: ReminderChannel): string => `reminder-delivery:${reminderId}:${channel}`;

/**
 * Works off the outbox: each undelivered row goes through the delivery port, then its delivery is
 * recorded with a command (keyed by reminder and channel), whose event marks the row delivered.
 * A row whose delivery is recorded but not yet projected is passed over, not sent again. Rows the
 * port fails stay queued for the next run; the run then fails, so the job screen shows why.
 */
export const reminderDelivery = (context: CommandJobContext): QueueDefinition<Record<string, never>> => ({
  ...jobQueueCatalogue.reminderDelivery,
  async run(job) {
    const bus = await context.bus;
    const delivery = context.reminders?.delivery ?? loggingReminderDelivery();
    const outcome = { delivered: 0, alreadyDelivered: 0, failed: 0 };
    let firstFailure: unknown;
    for (let after: [number | string, string] = [0, '']; ; ) {
      const { rows } = await context.db.query<OutboxRow>(UNDELIVERED, after);
      for (const row of rows) {
        const reminder = reminderOf(row);
        if (!reminder) continue;
        const key = deliveryKey(reminder.id, row.channel);
        if (await context.eventStore.storedAnswer(SCHEDULER_ACTOR.id, key)) {
          outcome.alreadyDelivered += 1;
          continue;
        }
        try {
          await delivery.send(reminder, row.channel);
          await sendOnce(bus, context.eventStore, { recordType: reminderRecord, recordId: reminder.id, action: 'record-delivery', body: { channel: row.channel }, key });
          outcome.delivered += 1;
        } catch (error) {
          if (isRefusal(error)) {
            outcome.alreadyDelivered += 1;
            continue;
          }
          outcome.failed += 1;
          firstFailure ??= error;
        }
      }
      await job.progress(rows.length < PAGE ? 100 : 50, outcome);
      if (rows.length < PAGE) break;
      const last = rows.at(-1)!;
      after = [last.queued_position, last.channel];
    }
    if (firstFailure !== undefined) {
      const reason = firstFailure instanceof Error ? firstFailure.message : JSON.stringify(firstFailure);
      throw new Error(`${outcome.failed} reminder message(s) could not be delivered; they stay in the outbox. First failure: ${reason}`);
    }
    return outcome;
  },
});
