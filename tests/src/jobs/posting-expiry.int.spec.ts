import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actorOf, demoUserBySlug } from '@careledger/app';
import { COMMAND_INFRASTRUCTURE, RecordCommand, postingExpiry, type CommandInfrastructure } from '@careledger/command-service';
import { PostingStatus, SCHEDULER_ACTOR, postingRecord } from '@careledger/domain';
import { jobQueueCatalogue, type JobQueues, type JobView } from '@careledger/jobs';
import type { SqlDatabase } from '@careledger/storage';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const POSTING_EXPIRY_QUEUE = jobQueueCatalogue.postingExpiry.queue;

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

interface StoredEvent {
  type: string;
  data: Record<string, unknown>;
  actorId: string;
}

describe.each(testDatabases())('posting expiry on $name: the scheduler closes what has ended, once', (database) => {
  let stack: RunningStack;
  let infrastructure: CommandInfrastructure;
  let queues: JobQueues;
  let bus: CommandBus;
  let agency: ApiClient;
  let admin: ApiClient;
  let patientId: string;
  const staff = actorOf(demoUserBySlug('agency'));
  const caregiver = actorOf(demoUserBySlug('caregiver'));
  const postings = { pastOpen: '', pastHeld: '', endingToday: '', pastFilled: '' };

  /** A command as `actor` issued at `at`: the way the demo seeds history, so a posting can have ended before today. */
  const send = async (actor: typeof staff, id: string, action: string, body: Record<string, unknown>, at: number) =>
    (await bus.execute(new RecordCommand(postingRecord, actor, id, action, body, new Date(at), undefined, action === 'create'))) as { version: number };

  const postingLived = async (startMs: number, endMs: number, steps: readonly [typeof staff, string, Record<string, unknown>][]): Promise<string> => {
    const id = randomUUID();
    const createdAt = startMs - 2 * DAY;
    let { version } = await send(staff, id, 'create', { patientId, careServiceId: 3, schedule: { days: [1, 3], startTime: '08:00', endTime: '12:00' }, startDate: dayOf(startMs), endDate: dayOf(endMs) }, createdAt);
    for (const [index, [actor, action, body]] of steps.entries()) {
      ({ version } = await send(actor, id, action, { expectedVersion: version, ...body }, createdAt + (index + 1) * 3_600_000));
    }
    return id;
  };

  const eventsOf = async (id: string): Promise<StoredEvent[]> => {
    const { rows } = await stack.careledger.db.query<{ type: string; data: unknown; metadata: unknown }>('SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version', [`posting-${id}`]);
    const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
    return rows.map((row) => ({ type: row.type, data: parsed(row.data), actorId: String(parsed(row.metadata).actorId) }));
  };

  /** Adds a job to the process's own expiry queue, as its repeat does, and waits for it to end. */
  const runQueuedExpiry = async (data: Record<string, unknown> = {}): Promise<JobView> => {
    const added = await queues.add(POSTING_EXPIRY_QUEUE, data, { jobId: `test-${randomUUID()}` });
    let job: JobView | undefined;
    // vi.waitFor rather than expect.poll: the first run is in beforeAll.
    await vi.waitFor(async () => expect((job = await queues.job(POSTING_EXPIRY_QUEUE, added.id))?.state).toMatch(/completed|failed/), { timeout: 60_000, interval: 100 });
    expect(job?.failedReason ?? null).toBeNull();
    return job!;
  };

  beforeAll(async () => {
    stack = await startStack(database);
    infrastructure = stack.careledger.app.get<symbol, CommandInfrastructure>(COMMAND_INFRASTRUCTURE, { strict: false });
    queues = infrastructure.jobs!;
    bus = stack.careledger.app.get(CommandBus, { strict: false });
    [agency, admin] = await Promise.all([stack.as('agency'), stack.as('admin')]);
    patientId = accepted(await agency.post('/api/patients', { firstName: 'Esther', lastName: 'Expiry' }), 201).id;
    // The stack repeats no job by itself; a first run closes whatever the store had ended before these exist.
    await runQueuedExpiry();

    const now = Date.now();
    postings.pastOpen = await postingLived(now - 40 * DAY, now - 10 * DAY, [[staff, 'publish', {}]]);
    postings.pastHeld = await postingLived(now - 40 * DAY, now - 10 * DAY, [[staff, 'publish', {}], [staff, 'hold', { reason: 'Client in hospital' }]]);
    postings.endingToday = await postingLived(now - 5 * DAY, now, [[staff, 'publish', {}]]);
    postings.pastFilled = await postingLived(now - 40 * DAY, now - 10 * DAY, [
      [staff, 'publish', {}],
      [caregiver, 'apply', {}],
      [staff, 'assign', { caregiverId: caregiver.id }],
      [staff, 'fill', {}],
    ]);
    await stack.waitForProjections();
  });
  afterAll(async () => stack?.stop());

  it('closes the open and the held posting past their end date as the scheduler, with the reason "expired", and leaves the others', async () => {
    const before = { endingToday: await eventsOf(postings.endingToday), pastFilled: await eventsOf(postings.pastFilled) };
    const job = await runQueuedExpiry();
    expect(job.result).toEqual({ closed: 2, alreadyClosed: 0, skipped: 0 });
    expect(job.progress).toBe(100);

    const [open, held] = [await eventsOf(postings.pastOpen), await eventsOf(postings.pastHeld)];
    expect(open.at(-1)).toEqual({ type: 'PostingClosed', data: { postingId: postings.pastOpen, reason: 'expired', previousStatus: PostingStatus.OPEN }, actorId: SCHEDULER_ACTOR.id });
    expect(held.at(-1)).toEqual({ type: 'PostingClosed', data: { postingId: postings.pastHeld, reason: 'expired', previousStatus: PostingStatus.ON_HOLD }, actorId: SCHEDULER_ACTOR.id });
    expect(await eventsOf(postings.endingToday)).toEqual(before.endingToday);
    expect(await eventsOf(postings.pastFilled)).toEqual(before.pastFilled);

    // As the agency reads it, and as the history names who closed it.
    const caughtUp = { headers: { 'x-min-position': String(await stack.headPosition()) } };
    expect((await agency.get(`/api/postings/${postings.pastOpen}`, caughtUp)).body).toMatchObject({ status: PostingStatus.CLOSED, closeReason: 'expired' });
    expect((await agency.get(`/api/postings/${postings.pastHeld}`, caughtUp)).body).toMatchObject({ status: PostingStatus.CLOSED, closeReason: 'expired' });
    expect((await agency.get(`/api/postings/${postings.endingToday}`, caughtUp)).body).toMatchObject({ status: PostingStatus.OPEN, closeReason: null });
    expect((await agency.get(`/api/postings/${postings.pastFilled}`, caughtUp)).body).toMatchObject({ status: PostingStatus.FILLED });
    // No sign-in of the seeded demo shares the scheduler's id: nobody's own actions read as the scheduler's.
    expect((await stack.careledger.db.query('SELECT id FROM logins WHERE id::text = $1', [SCHEDULER_ACTOR.id])).rows).toEqual([]);
    const history = await admin.get(`/api/postings/${postings.pastOpen}/history`);
    expect(history.body.data.at(-1)).toMatchObject({ type: 'PostingClosed', actorId: SCHEDULER_ACTOR.id, actorName: 'Careledger scheduler' });
    const audit = await admin.get(`/api/audit/events?stream=posting-${postings.pastHeld}&sort=position:desc&pageSize=1`);
    expect(audit.body.data[0]).toMatchObject({ type: 'PostingClosed', actorName: 'Careledger scheduler' });
  });

  it('appends nothing when it runs again', async () => {
    await stack.waitForProjections();
    const head = await stack.headPosition();
    expect((await runQueuedExpiry()).result).toEqual({ closed: 0, alreadyClosed: 0, skipped: 0 });
    expect(await stack.headPosition()).toBe(head);
  });

  it('closes each posting once when runs race over the same postings (a retried or duplicated job)', async () => {
    const now = Date.now();
    const ended = [await postingLived(now - 30 * DAY, now - 3 * DAY, [[staff, 'publish', {}]]), await postingLived(now - 30 * DAY, now - 2 * DAY, [[staff, 'publish', {}]])];
    await stack.waitForProjections();
    const job = postingExpiry({ bus: Promise.resolve(bus), eventStore: infrastructure.eventStore, db: stack.careledger.db, now: infrastructure.now });
    const runs = (await Promise.all([1, 2, 3].map((attempt) => job.run({ id: 'duplicated', data: {}, attempt, progress: async () => undefined })))) as Record<'closed' | 'alreadyClosed' | 'skipped', number>[];
    expect(runs.reduce((sum, run) => sum + run.closed, 0)).toBe(2);
    for (const id of ended) {
      expect((await eventsOf(id)).filter((event) => event.type === 'PostingClosed')).toEqual([{ type: 'PostingClosed', data: { postingId: id, reason: 'expired', previousStatus: PostingStatus.OPEN }, actorId: SCHEDULER_ACTOR.id }]);
    }
  });

  it('leaves alone a posting extended after it read the read model (the close is refused, 409, and skipped)', async () => {
    const id = accepted(
      await agency.post('/api/postings', { patientId, careServiceId: 3, schedule: { days: [2], startTime: '09:00', endTime: '11:00' }, startDate: dayOf(Date.now() + DAY), endDate: dayOf(Date.now() + 3 * DAY) }),
      201,
    ).id;
    accepted(await agency.post(`/api/postings/${id}/publish`, { expectedVersion: 0 }));
    await stack.waitForProjections();
    // The job runs as on a day its end date has passed; between its read and its close, the agency extends the posting.
    const day = dayOf(Date.now() + 5 * DAY);
    let extended = false;
    const racing: SqlDatabase = new Proxy(stack.careledger.db, {
      get: (target, property, receiver) =>
        property === 'query'
          ? async (...args: Parameters<SqlDatabase['query']>) => {
              const read = await target.query(...args);
              if (!extended) {
                extended = true;
                accepted(await agency.post(`/api/postings/${id}/extend`, { expectedVersion: 1, endDate: dayOf(Date.now() + 30 * DAY) }));
              }
              return read;
            }
          : Reflect.get(target, property, receiver),
    });
    const context = { bus: Promise.resolve(bus), eventStore: infrastructure.eventStore, now: infrastructure.now };
    const raced = (await postingExpiry({ ...context, db: racing }).run({ id: 'raced', data: { day }, attempt: 1, progress: async () => undefined })) as { skipped: number };
    expect(extended).toBe(true);
    expect(raced.skipped).toBe(1);
    expect((await eventsOf(id)).map((event) => event.type)).toEqual(['PostingCreated', 'PostingPublished', 'PostingExtended']);

    await stack.waitForProjections();
    const again = (await postingExpiry({ ...context, db: stack.careledger.db }).run({ id: 'again', data: { day }, attempt: 1, progress: async () => undefined })) as { skipped: number };
    expect(again.skipped).toBe(0);
    expect((await eventsOf(id)).map((event) => event.type)).toEqual(['PostingCreated', 'PostingPublished', 'PostingExtended']);
  });
});
