import {
  dosesDueWithin,
  isWithin,
  reminderKey,
  reminderRecord,
  reminderWindow,
  taskDueAt,
  TaskState,
  type ReminderChannel,
  type ReminderDetails,
  type ReminderWindow,
} from '@careledger/domain';
import { jobQueueCatalogue, type QueueDefinition } from '@careledger/jobs';
import type { CommandBus } from '@nestjs/cqrs';
import { isRefusal, type CommandJobContext } from '../job/command-jobs';
import { sendOnce } from '../job/send-once';
import { reminderIdOf } from './reminder-id';

export const REMINDERS_QUEUE = jobQueueCatalogue.reminders.queue;

const PAGE = 200;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
/** Every sign-in has an e-mail address; SMS waits for an adapter and a number. */
const CHANNELS: ReminderChannel[] = ['email'];

type DueReminder = Omit<ReminderDetails, 'channels'>;

interface TaskRow {
  id: string;
  patient_id: string;
  assignee_id: string;
  title: string;
  due_date: string;
  due_time: string;
}

interface OrderRow {
  id: string;
  patient_id: string;
  drug: string;
  dose: string;
  times_of_day: string[];
  start_date: string;
  end_date: string | null;
  care_team: string[] | null;
}

interface GivenDose {
  patient_id: string;
  drug: string;
  scheduled_at: Date | string;
}

/** Open tasks with a due time and an assignee, due on one of the window's local days. */
const TASKS_DUE = `
  SELECT id::text AS id, patient_id, assignee_id, state->>'title' AS title, to_char(due_date, 'YYYY-MM-DD') AS due_date, state->>'dueTime' AS due_time
    FROM tasks
   WHERE task_state = $1 AND assignee_id IS NOT NULL AND due_date = ANY($2::date[]) AND state->>'dueTime' IS NOT NULL AND id > $3::uuid
   ORDER BY id LIMIT ${PAGE}`;

/**
 * Active orders running on one of the window's local days, with their patient's care team as the
 * sign-ins to remind: a member named by caregiver profile is reminded through its profile's login.
 */
const ORDERS_RUNNING = `
  SELECT o.id::text AS id, o.patient_id, o.drug, o.dose, o.times_of_day,
         to_char(o.start_date, 'YYYY-MM-DD') AS start_date, to_char(o.end_date, 'YYYY-MM-DD') AS end_date,
         ARRAY(SELECT DISTINCT coalesce(c.user_id, member) FROM unnest(p.care_team) AS member LEFT JOIN caregivers c ON c.id::text = member) AS care_team
    FROM medication_orders o LEFT JOIN patients p ON p.id::text = o.patient_id
   WHERE o.status = 'active' AND o.start_date <= $1::date AND (o.end_date IS NULL OR o.end_date >= $2::date) AND o.id > $3::uuid
   ORDER BY o.id LIMIT ${PAGE}`;

/** Doses recorded ahead of their reminder (given early, refused): nobody needs reminding of them. */
const DOSES_RECORDED = `
  SELECT patient_id, medication_name AS drug, scheduled_at FROM medication_administrations
   WHERE patient_id = ANY($1::text[]) AND scheduled_at >= $2::timestamptz AND scheduled_at < $3::timestamptz AND NOT voided`;

const sameDose = (dueAt: string, patientId: string, drug: string) => (given: GivenDose) =>
  given.patient_id === patientId && given.drug.trim().toLocaleLowerCase() === drug.trim().toLocaleLowerCase() && new Date(given.scheduled_at).getTime() === Date.parse(dueAt);

const dueTasks = (rows: readonly TaskRow[], window: ReminderWindow, timeZone: string): DueReminder[] =>
  rows.flatMap((task) => {
    const dueAt = taskDueAt({ dueDate: task.due_date, dueTime: task.due_time }, timeZone);
    return dueAt !== null && isWithin(window, dueAt)
      ? [{ source: 'task' as const, sourceId: task.id, patientId: task.patient_id, assigneeId: task.assignee_id, title: task.title, dueAt }]
      : [];
  });

const dueDoses = (rows: readonly OrderRow[], recorded: readonly GivenDose[], window: ReminderWindow, timeZone: string): DueReminder[] =>
  rows.flatMap((order) =>
    dosesDueWithin({ status: 'active', startDate: order.start_date, endDate: order.end_date, timesOfDay: order.times_of_day }, window, timeZone)
      .filter((dose) => !recorded.some(sameDose(dose.dueAt, order.patient_id, order.drug)))
      .flatMap((dose) =>
        (order.care_team ?? []).map((caregiverId) => ({
          source: 'dose' as const,
          sourceId: order.id,
          patientId: order.patient_id,
          assigneeId: caregiverId,
          title: `${order.drug} ${order.dose}`,
          dueAt: dose.dueAt,
        })),
      ),
  );

/**
 * Reminds each person of what falls due for them within the next hour: a task with a due time
 * reminds its assignee; a dose of a running medication order reminds every caregiver on the
 * patient's care team (an order names no one of its own). Each reminder is a command sent once
 * per key (what, when, for whom), under a record id derived from that key: a run repeated, or
 * overlapping the next one, appends each reminder once.
 */
export const reminders = (context: CommandJobContext): QueueDefinition<{ at?: string }> => ({
  ...jobQueueCatalogue.reminders,
  async run(job) {
    const bus = await context.bus;
    const timeZone = reminderTimeZone(context);
    const window = reminderWindow(job.data.at ?? context.now().toISOString(), timeZone);
    const outcome = { created: 0, alreadyCreated: 0, skipped: 0 };
    const remind = async (due: readonly DueReminder[]) => {
      for (const reminder of due) outcome[await sendReminder(bus, context, reminder)] += 1;
    };

    for (let after = FIRST_ID; ; ) {
      const { rows } = await context.db.query<TaskRow>(TASKS_DUE, [TaskState.NOT_COMPLETED, window.dates, after]);
      await remind(dueTasks(rows, window, timeZone));
      await job.progress(rows.length < PAGE ? 50 : 25, { ...outcome, window });
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.id;
    }
    for (let after = FIRST_ID; ; ) {
      const { rows } = await context.db.query<OrderRow>(ORDERS_RUNNING, [window.dates.at(-1), window.dates[0], after]);
      const patients = [...new Set(rows.map((order) => order.patient_id))];
      const recorded = patients.length === 0 ? [] : (await context.db.query<GivenDose>(DOSES_RECORDED, [patients, window.from, window.to])).rows;
      await remind(dueDoses(rows, recorded, window, timeZone));
      await job.progress(rows.length < PAGE ? 100 : 75, { ...outcome, window });
      if (rows.length < PAGE) return outcome;
      after = rows.at(-1)!.id;
    }
  },
});

type Sent = 'created' | 'alreadyCreated' | 'skipped';

const sendReminder = async (bus: CommandBus, context: CommandJobContext, reminder: DueReminder): Promise<Sent> => {
  const key = reminderKey(reminder.source, reminder.sourceId, reminder.dueAt, reminder.assigneeId);
  try {
    const sent = await sendOnce(bus, context.eventStore, {
      recordType: reminderRecord,
      recordId: reminderIdOf(key),
      action: 'create',
      body: { ...reminder, channels: CHANNELS },
      key,
    });
    return sent.replayed ? 'alreadyCreated' : 'created';
  } catch (error) {
    // A reminder whose key was lost but whose stream exists, or an assignee no longer known.
    if (!isRefusal(error)) throw error;
    return 'skipped';
  }
};

/** The zone wall-clock times (task due times, doses' times of day) are read in: set, else this process's. */
export const reminderTimeZone = (context: Pick<CommandJobContext, 'reminders'>): string =>
  context.reminders?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
