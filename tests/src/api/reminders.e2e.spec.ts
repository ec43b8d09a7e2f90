import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, remindersAnswer } from '@careledger/domain';
import { REMINDER_DELIVERY_QUEUE, REMINDERS_QUEUE } from '@careledger/command-service';
import type { ApiClient } from '../support/api-client';
import { accepted, refusedWithoutEvents } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PASSWORD = 'Reminded-Caregiver-42';

/** The wall clock in this process's zone `minutes` from now: the zone the stack's jobs read due times in. */
const wallClockIn = (minutes: number): { dueDate: string; dueTime: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(Date.now() + minutes * 60_000)
      .map((part) => [part.type, part.value]),
  );
  return { dueDate: `${parts.year}-${parts.month}-${parts.day}`, dueTime: `${parts.hour}:${parts.minute}` };
};

describe.each(testDatabases())('reminders over HTTP on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  const as = {} as Record<'reminded' | 'other', ApiClient>;
  const ids = {} as Record<'reminded' | 'other' | 'task' | 'patient', string>;

  /** Runs one job of a queue now, as its schedule would, and waits until it is done. */
  const runJob = async (queue: string) => {
    const { id } = await stack.careledger.jobs.add(queue, {});
    for (;;) {
      const job = await stack.careledger.jobs.job(queue, id);
      if (job?.state === 'completed') return job.result;
      if (job?.state === 'failed') throw new Error(`${queue} failed: ${job.failedReason}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** The store's true head, the scheduler's events included: what the reminders read model must reach. */
  const storeHead = async () => Number((await stack.careledger.db.query<{ head: string }>('SELECT max(global_position) AS head FROM events')).rows[0]?.head);
  const reminders = async (client: ApiClient, query: '' | `?${string}` = '') => {
    const response = await client.get(`/api/reminders${query}`, { headers: { 'x-min-position': String(await storeHead()) } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(remindersAnswer.safeParse(response.body).error?.issues ?? []).toEqual([]);
    return response.body as { data: { id: string; title: string; source: string; sourceId: string; patientName: string; readAt: string | null; version: number }[]; total: number; unread: number };
  };

  beforeAll(async () => {
    stack = await startStack(database);
    [admin, agency] = await Promise.all([stack.as('admin'), stack.as('agency')]);
    // Caregivers of their own, with no care team: the demo caregiver's doses would remind them too.
    for (const who of ['reminded', 'other'] as const) {
      const email = `${who}-${randomUUID().slice(0, 8)}@example.org`;
      ids[who] = accepted(await admin.post('/api/users', { email, name: `Cleo ${who}`, roleId: Role.CAREGIVER, agencyId: DEMO_AGENCY_ID, password: PASSWORD }), 201).id;
      as[who] = await stack.client().signIn(email, PASSWORD);
    }
    const patientId = (ids.patient = accepted(await agency.post('/api/patients', { firstName: 'Rosa', lastName: 'Reminder' }), 201).id);
    ids.task = accepted(await agency.post('/api/tasks', { patientId, title: 'Check blood pressure', ...wallClockIn(30), assigneeId: ids.reminded }), 201).id;
    await agency.post('/api/tasks', { patientId, title: 'Walk in the garden', ...wallClockIn(3 * 60), assigneeId: ids.reminded });
    // The job reads the tasks read model, as it does on its schedule: under load the projections may not have read the tasks yet.
    await stack.waitForProjections();
  });
  afterAll(async () => stack?.stop());

  it('reminds a caregiver of their task due in 30 minutes, once, however often the job runs; another caregiver sees none', async () => {
    await runJob(REMINDERS_QUEUE);
    await runJob(REMINDERS_QUEUE);
    const mine = await reminders(as.reminded);
    expect(mine).toMatchObject({ total: 1, unread: 1, page: 1, pageSize: 25 });
    expect(mine.data[0]).toMatchObject({ source: 'task', sourceId: ids.task, title: 'Check blood pressure', patientName: 'Rosa Reminder', readAt: null, version: 0 });
    expect(await reminders(as.other)).toMatchObject({ data: [], total: 0, unread: 0 });
  });

  it('lets only the caregiver reminded mark it read; the unread count follows', async () => {
    const [reminder] = (await reminders(as.reminded)).data;
    expect((await refusedWithoutEvents(stack, () => as.other.post(`/api/reminders/${reminder!.id}/mark-read`, {}))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/reminders/${reminder!.id}/mark-read`, {}))).status).toBe(403);
    accepted(await as.reminded.post(`/api/reminders/${reminder!.id}/mark-read`, {}));
    const after = await reminders(as.reminded);
    expect(after).toMatchObject({ total: 1, unread: 0 });
    expect(after.data[0]?.readAt).toEqual(expect.any(String));
    expect(await reminders(as.reminded, '?unread=true')).toMatchObject({ data: [], total: 0, unread: 0 });
    expect((await refusedWithoutEvents(stack, () => as.reminded.post(`/api/reminders/${reminder!.id}/mark-read`, {}))).status).toBe(422);
  });

  it('hands the reminder to the delivery port and marks its outbox row delivered by an event', async () => {
    const [reminder] = (await reminders(as.reminded)).data;
    const outbox = async () =>
      (await stack.careledger.db.query<{ channel: string; delivered: boolean }>('SELECT channel, delivered_at IS NOT NULL AS delivered FROM reminder_outbox WHERE reminder_id = $1', [reminder!.id])).rows;
    expect(await outbox()).toEqual([{ channel: 'email', delivered: expect.any(Boolean) }]);
    await runJob(REMINDER_DELIVERY_QUEUE);
    await reminders(as.reminded);
    expect(await outbox()).toEqual([{ channel: 'email', delivered: true }]);
    // The stack's own schedule may have delivered it first: either way, once.
    const { rows } = await stack.careledger.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1', [`reminder-${reminder!.id}`]);
    expect(rows.map((row) => row.type).sort()).toEqual(['ReminderCreated', 'ReminderDelivered', 'ReminderRead']);
  });

  it('refuses bad parameters with 400 naming each, and creating or delivering to anyone but the scheduler', async () => {
    const bad = await as.reminded.get('/api/reminders?unread=maybe&pageSize=0&sort=title');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['pageSize', 'sort', 'unread']);
    const body = { source: 'task', sourceId: ids.task, patientId: ids.patient, assigneeId: ids.other, title: 'Fake', dueAt: new Date().toISOString(), channels: [] };
    expect((await refusedWithoutEvents(stack, () => as.reminded.post('/api/reminders', body))).status).toBe(403);
    const [reminder] = (await reminders(as.reminded)).data;
    expect((await refusedWithoutEvents(stack, () => as.reminded.post(`/api/reminders/${reminder!.id}/record-delivery`, { channel: 'email' }))).status).toBe(403);
    expect((await as.reminded.get('/api/reminders')).status).toBe(200);
    expect((await stack.client().get('/api/reminders')).status).toBe(401);
  });
});
