import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '@careledger/domain';
import type { QueueDefinition } from '@careledger/jobs';
import { WrongExpectedVersion, type EventStore, type SqlDatabase } from '@careledger/storage';
import { anchoring } from '../integrity/anchor.job';
import { postingExpiry } from '../posting/posting-expiry.job';
import { reminderDelivery } from '../reminder/reminder-delivery.job';
import type { ReminderDelivery } from '../reminder/reminder-delivery';
import { reminders } from '../reminder/reminder.job';
import { billingRun } from '../subscription/billing-run.job';

/** What the command side's jobs need: the command path (once the process serves), the log's keys, the read models to find work in, a clock. */
export interface CommandJobContext {
  /** Resolves once the command handlers are registered; jobs added before that wait for it. */
  bus: Promise<CommandBus>;
  eventStore: Pick<EventStore, 'storedAnswer'>;
  /** Read models tell a job where work is; its commands decide whether it is still to do. */
  db: SqlDatabase;
  now: () => Date;
  /** The zone task due times and dose times are read in (default: this process's), and where reminders leave (default: a log line). */
  reminders?: { timeZone?: string; delivery?: ReminderDelivery };
}

/**
 * A command refused because the record moved on (someone closed the posting first, a newer version
 * exists) is not a failure of the job: the record no longer needs it, and the next run sees it so.
 */
export const isRefusal = (error: unknown): boolean => error instanceof DomainError || error instanceof WrongExpectedVersion;

/** Every queue whose jobs send commands. */
export const commandJobDefinitions = (context: CommandJobContext): QueueDefinition<never>[] => [
  postingExpiry(context),
  reminders(context),
  reminderDelivery(context),
  billingRun(context),
  anchoring(context),
];
