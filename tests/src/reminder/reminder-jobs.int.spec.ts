import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyRecord, caregiverRecord, medicationOrderRecord, medicationRecord, patientRecord, Role, taskRecord, userRecord, type AnyRecordType, type RoleId } from '@careledger/domain';
import {
  CommandPipeline,
  commandInfrastructure,
  commandJobDefinitions,
  loggingReminderDelivery,
  RecordCommand,
  REMINDER_DELIVERY_QUEUE,
  REMINDERS_QUEUE,
  type CommandInfrastructure,
} from '@careledger/command-service';
import type { QueueDefinition } from '@careledger/jobs';
import { allProjectors, projectionMigrations, runProjections, type ProjectionRunner } from '@careledger/projections';
import { allStorageMigrations, openEventStore, runMigrations, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';

/** The run's instant: 07:05 UTC on a day the order runs, so the hour reaches 08:05. */
const AT = '2026-03-10T07:05:00.000Z';
const admin = { id: randomUUID(), roleId: Role.ADMIN as RoleId, agencyId: null, partnerId: null };

describe.each(testDatabases())('the reminder jobs on $name', (database) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let infrastructure: CommandInfrastructure;
  let projections: ProjectionRunner;
  const delivered: string[] = [];
  const queues = {} as Record<string, QueueDefinition<Record<string, unknown>>>;
  const caregiver = {} as Record<'onTeam' | 'assigned' | 'elsewhere', string>;
  const task = {} as Record<'inHalfAnHour' | 'inTwoHours' | 'anyTime', string>;
  let order: string;
  let patient: string;
  let agencyId: string;

  const run = (type: AnyRecordType, id: string, action: string, body: unknown) => pipeline().execute(new RecordCommand(type, admin, id, action, body));
  let pipeline: () => CommandPipeline;
  const head = async () => Number((await db.query<{ head: string | number | null }>('SELECT max(global_position) AS head FROM events')).rows[0]?.head ?? 0);
  const caughtUp = async () => expect(await projections.waitForPosition(await head(), 30_000)).toBe(true);
  const runJob = async (queue: string, data: Record<string, unknown> = {}) => {
    const progress: number[] = [];
    const result = await queues[queue]!.run({ id: randomUUID(), data, attempt: 1, progress: async (percent) => void progress.push(percent) });
    expect(progress.at(-1)).toBe(100);
    await caughtUp();
    return result;
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string | number }>(sql, params)).rows[0]?.n);
  const reminderRows = async () =>
    (await db.query<{ assignee_id: string; source: string; source_id: string; due_at: string }>(
      `SELECT assignee_id, state->>'source' AS source, state->>'sourceId' AS source_id, to_char(due_at AT TIME ZONE 'UTC', 'HH24:MI') AS due_at FROM reminders ORDER BY due_at, assignee_id`,
    )).rows;

  beforeAll(async () => {
    ({ db, dispose } = await database.create());
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    infrastructure = await commandInfrastructure(db);
    const handler = new CommandPipeline(infrastructure);
    pipeline = () => handler;
    projections = await runProjections(db, await openEventStore(db), allProjectors);
    const bus = { execute: (command: RecordCommand) => handler.execute(command) } as unknown as CommandBus;
    const context = {
      bus: Promise.resolve(bus),
      eventStore: infrastructure.eventStore,
      db,
      now: () => new Date(AT),
      reminders: { timeZone: 'UTC', delivery: loggingReminderDelivery((line) => delivered.push(line)) },
    };
    for (const definition of commandJobDefinitions(context)) queues[definition.queue] = definition;

    agencyId = (await run(agencyRecord, randomUUID(), 'create', { name: 'Reminder Homecare', email: 'office@reminder.example', address: { city: 'Toronto', province: 'ON' } })).id;
    const account = async (name: string) =>
      (await run(userRecord, randomUUID(), 'create', { email: `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`, name, roleId: Role.CAREGIVER, agencyId })).id;
    [caregiver.onTeam, caregiver.assigned, caregiver.elsewhere] = [await account('Olive Onteam'), await account('Asa Assigned'), await account('Elsa Elsewhere')];
    patient = (await run(patientRecord, randomUUID(), 'create', { firstName: 'Rosa', lastName: 'Reminded', agencyId })).id;
    await run(patientRecord, patient, 'assign-caregiver', { expectedVersion: 0, caregiverId: caregiver.onTeam });
    const due = async (title: string, dueTime: string | null) =>
      (await run(taskRecord, randomUUID(), 'create', { patientId: patient, title, dueDate: '2026-03-10', dueTime, assigneeId: caregiver.assigned })).id;
    task.inHalfAnHour = await due('Check blood pressure', '07:35');
    task.inTwoHours = await due('Walk to the garden', '09:05');
    task.anyTime = await due('Water the plants', null);
    order = (await run(medicationOrderRecord, randomUUID(), 'create', { patientId: patient, drug: 'Metoprolol', dose: '25 mg', routeId: 1, timesOfDay: ['08:00', '20:00'], startDate: '2026-03-01' })).id;
    await caughtUp();
  });
  afterAll(async () => {
    await projections?.stop();
    await infrastructure?.close();
    await dispose?.();
  });

  it('reminds the assignee of a task and the care team of a dose due within the hour, and nobody else', async () => {
    expect(await runJob(REMINDERS_QUEUE)).toEqual({ created: 2, alreadyCreated: 0, skipped: 0 });
    expect(await reminderRows()).toEqual([
      { assignee_id: caregiver.assigned, source: 'task', source_id: task.inHalfAnHour, due_at: '07:35' },
      { assignee_id: caregiver.onTeam, source: 'dose', source_id: order, due_at: '08:00' },
    ]);
  });

  it('appends each reminder once, however often the job runs', async () => {
    const before = await head();
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await runJob(REMINDERS_QUEUE)).toEqual({ created: 0, alreadyCreated: 2, skipped: 0 });
    expect(await head()).toBe(before);
    expect(await count(`SELECT count(*) AS n FROM events WHERE type = 'ReminderCreated'`)).toBe(2);
    // Five minutes on, the same two are due: still two.
    expect(await runJob(REMINDERS_QUEUE, { at: '2026-03-10T07:10:00.000Z' })).toEqual({ created: 0, alreadyCreated: 2, skipped: 0 });
  });

  it('queues an outbox row per reminder, which the delivery job hands to the port and records as delivered', async () => {
    expect(await count('SELECT count(*) AS n FROM reminder_outbox WHERE delivered_at IS NULL')).toBe(2);
    expect(await runJob(REMINDER_DELIVERY_QUEUE)).toEqual({ delivered: 2, alreadyDelivered: 0, failed: 0 });
    expect(delivered).toHaveLength(2);
    expect(delivered.join('\n')).toContain('by email to user');
    expect(await count('SELECT count(*) AS n FROM reminder_outbox WHERE delivered_at IS NULL')).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM events WHERE type = 'ReminderDelivered'`)).toBe(2);
    expect(await runJob(REMINDER_DELIVERY_QUEUE)).toEqual({ delivered: 0, alreadyDelivered: 0, failed: 0 });
    expect(delivered).toHaveLength(2);
  });

  it('reminds of nothing already done (a completed task, a dose recorded early), and a care team member named by profile through their login', async () => {
    const early = randomUUID();
    await run(taskRecord, early, 'create', { patientId: patient, title: 'Change the dressing', dueDate: '2026-03-10', dueTime: '20:30', assigneeId: caregiver.assigned });
    await run(taskRecord, early, 'complete', { expectedVersion: 0 });
    // Named on the care team by the profile of her login: she is reminded through the login.
    const profile = (await run(caregiverRecord, randomUUID(), 'create', { firstName: 'Elsa', lastName: 'Elsewhere', email: 'elsa@reminder.example', agencyId, userId: caregiver.elsewhere, professionId: 'registered_nurse' })).id;
    await run(patientRecord, patient, 'assign-caregiver', { expectedVersion: 1, caregiverId: profile });
    await run(medicationOrderRecord, randomUUID(), 'create', { patientId: patient, drug: 'Furosemide', dose: '20 mg', routeId: 1, timesOfDay: ['20:15'], startDate: '2026-03-01' });
    await run(medicationRecord, randomUUID(), 'create', { patientId: patient, medicationName: 'furosemide', dose: '20 mg', scheduledAt: '2026-03-10T20:15:00Z', status: 1, administeredAt: '2026-03-10T19:50:00Z' });
    await caughtUp();
    // 19:45: the Metoprolol dose at 20:00 reminds both caregivers now on the team; nothing else is due.
    expect(await runJob(REMINDERS_QUEUE, { at: '2026-03-10T19:45:00.000Z' })).toEqual({ created: 2, alreadyCreated: 0, skipped: 0 });
    expect((await reminderRows()).filter((row) => row.due_at === '20:00').map((row) => row.assignee_id).sort()).toEqual([caregiver.onTeam, caregiver.elsewhere].sort());
  });
});
