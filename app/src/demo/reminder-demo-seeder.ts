import { RecordCommand, reminderIdOf } from '@careledger/command-service';
import { reminderKey, reminderRecord, SCHEDULER_ACTOR } from '@careledger/domain';
import { DAY, HOUR, recalled, type DemoContext, type DemoSeeder } from './demo-context';
import { demoUserBySlug } from './demo-users';
import { DAILY_ORDERS } from './medication-order-demo-seeder';

const CAREGIVER_ID = demoUserBySlug('caregiver').id;
const MINUTE = 60_000;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Sends one command as the scheduler at `at`, as the reminder jobs would have. */
const asScheduler = (demo: DemoContext, id: string, action: string, body: Record<string, unknown>, at: number) =>
  demo.bus.execute(new RecordCommand(reminderRecord, SCHEDULER_ACTOR, id, action, body, new Date(at)));

/**
 * The reminders of the last two days' daily doses, as the jobs sent them: made an hour ahead,
 * delivered by e-mail a minute later; the demo caregiver read the older ones. The ids and keys
 * are the jobs' own, so the bell and the outbox start with a history.
 */
export const seedReminderDemo: DemoSeeder = async (demo) => {
  for (const entry of recalled(demo, DAILY_ORDERS)) {
    const [patientId = '', orderId = '', drug = '', dose = '', hour = '8'] = entry.split('|');
    const patient = demo.patients.find((candidate) => candidate.id === patientId);
    if (!patient?.careTeam.includes(CAREGIVER_ID)) continue;
    for (const back of [2, 1]) {
      const dueMs = Date.parse(`${dayOf(demo.now.getTime() - back * DAY)}T00:00:00Z`) + Number(hour) * HOUR;
      const dueAt = new Date(dueMs).toISOString();
      const id = reminderIdOf(reminderKey('dose', orderId, dueAt, CAREGIVER_ID));
      const body = { source: 'dose', sourceId: orderId, patientId, assigneeId: CAREGIVER_ID, title: `${drug} ${dose}`, dueAt, channels: ['email'] };
      await asScheduler(demo, id, 'create', body, dueMs - HOUR);
      await asScheduler(demo, id, 'record-delivery', { channel: 'email' }, dueMs - HOUR + MINUTE);
      if (back === 2) await demo.bus.execute(new RecordCommand(reminderRecord, demo.actor('caregiver'), id, 'mark-read', {}, new Date(dueMs - 40 * MINUTE)));
    }
  }
};
