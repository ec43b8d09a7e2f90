import { evolveReminder, initialReminderState, reminderEventTypes, type ReminderEvent, type ReminderState } from '@careledger/domain';
import type { RecordedEvent, SqlExecutor } from '@careledger/storage';
import type { Projector } from '../engine/projector';
import { stateProjector } from '../engine/state-projector';

/** Bump it when a table or the projector changes: the worker then rebuilds the read model. */
export const REMINDERS_SCHEMA_VERSION = 1;

type Table = 'reminders' | 'reminder_outbox';

/**
 * DDL of `reminders` (a person's list, newest due first, and their unread count) and of
 * `reminder_outbox` (one row per reminder and channel; the delivery job reads the undelivered
 * ones in the order they were queued).
 */
export const reminderTables = (suffix: string): string => {
  const reminders = `reminders${suffix}`;
  const outbox = `reminder_outbox${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${reminders} (
      id uuid PRIMARY KEY,
      assignee_id text NOT NULL,
      due_at timestamptz NOT NULL,
      read_at timestamptz,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${reminders}_assignee_due_idx ON ${reminders} (assignee_id, due_at DESC, id);
    CREATE INDEX IF NOT EXISTS ${reminders}_unread_idx ON ${reminders} (assignee_id) WHERE read_at IS NULL;
    CREATE TABLE IF NOT EXISTS ${outbox} (
      reminder_id uuid NOT NULL,
      channel text NOT NULL,
      assignee_id text NOT NULL,
      due_at timestamptz NOT NULL,
      queued_at timestamptz NOT NULL,
      queued_position bigint NOT NULL,
      delivered_at timestamptz,
      PRIMARY KEY (reminder_id, channel)
    );
    CREATE INDEX IF NOT EXISTS ${outbox}_undelivered_idx ON ${outbox} (queued_position, channel) WHERE delivered_at IS NULL;`;
};

/** One row per reminder, folded with the domain's `evolve`. */
const reminderRows = stateProjector<ReminderState, ReminderEvent>({
  name: 'reminders',
  version: REMINDERS_SCHEMA_VERSION,
  table: 'reminders',
  eventTypes: reminderEventTypes,
  creationType: 'ReminderCreated',
  idOf: (event) => event.data.reminderId,
  initial: initialReminderState,
  evolve: evolveReminder,
  exists: (state) => state.status !== 'none',
  columns: (state) => (state.status === 'none' ? {} : { assignee_id: state.assigneeId, due_at: state.dueAt, read_at: state.status === 'read' ? state.readAt : null }),
  createTables: reminderTables,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Recorded = RecordedEvent & ReminderEvent;
const types: ReadonlySet<string> = new Set(reminderEventTypes);
const isMine = (event: RecordedEvent): event is Recorded => types.has(event.type) && UUID.test((event.data as { reminderId?: unknown }).reminderId as string);

/**
 * A created reminder queues a row per channel; a recorded delivery marks its row delivered. Both
 * only ever move forward, so a replayed event leaves the rows as they are.
 */
const writeOutbox = async (tx: SqlExecutor, outbox: string, events: readonly Recorded[]): Promise<void> => {
  const queued = events.flatMap((event) =>
    event.type === 'ReminderCreated' && event.streamVersion === 0
      ? [...new Set(event.data.channels)].map((channel) => ({
          reminder_id: event.data.reminderId,
          channel,
          assignee_id: event.data.assigneeId,
          due_at: event.data.dueAt,
          queued_at: event.metadata.occurredAt,
          queued_position: event.globalPosition,
        }))
      : [],
  );
  const delivered = events.flatMap((event) =>
    event.type === 'ReminderDelivered' ? [{ reminder_id: event.data.reminderId, channel: event.data.channel, delivered_at: event.data.deliveredAt }] : [],
  );
  if (queued.length > 0) {
    await tx.query(
      `INSERT INTO ${outbox} (reminder_id, channel, assignee_id, due_at, queued_at, queued_position)
       SELECT reminder_id, channel, assignee_id, due_at, queued_at, queued_position FROM jsonb_populate_recordset(NULL::${outbox}, $1::jsonb)
       ON CONFLICT (reminder_id, channel) DO NOTHING`,
      [JSON.stringify(queued)],
    );
  }
  if (delivered.length > 0) {
    await tx.query(
      `UPDATE ${outbox} o SET delivered_at = d.delivered_at
         FROM jsonb_populate_recordset(NULL::${outbox}, $1::jsonb) d
        WHERE o.reminder_id = d.reminder_id AND o.channel = d.channel AND o.delivered_at IS NULL`,
      [JSON.stringify(delivered)],
    );
  }
};

/**
 * Reminders as their person reads them, and the outbox the delivery job works from: both in the
 * transaction of the checkpoint, so a reminder is never listed without its outbox rows, and a
 * delivery is marked only by the event that records it (never by the job behind the log's back).
 */
export const reminderProjector: Projector<Table> = {
  name: 'reminders',
  version: REMINDERS_SCHEMA_VERSION,
  tables: ['reminders', 'reminder_outbox'],
  createTables: reminderTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    await reminderRows.apply(tx, events, tables);
    await writeOutbox(tx, tables.reminder_outbox, events.filter(isMine));
  },
};
