import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo, startCareledger } from '@careledger/app';
import { Role, integrityAnswer, integrityRunAnswer, type IntegrityRunAnswer } from '@careledger/domain';
import { dropJobNamespace, jobNamespace } from '@careledger/jobs';
import { openEventStore, openPostgresDatabase, readIntegrityRun, type SqlDatabase } from '@careledger/storage';
import { withDatabase } from '@careledger/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from '../../../app/src/testing/app-process';
import { ApiClient } from '../support/api-client';
import { createDatabase, dropDatabase } from '../support/seeded-copies';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** Enough events that the walk takes seconds at a thousand a step: time to kill the process in the middle. */
const STREAMS = 24_000;
const EVENTS_PER_STREAM = 5;
const WRITERS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const metadata = () => ({ actorId: 'seed', actorRole: Role.ADMIN, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });

/** Streams of events no projector reads, from several writers: the log grows, the read models do not. */
const appendStreams = async (url: string): Promise<void> => {
  const db = await openPostgresDatabase(url);
  try {
    const store = await openEventStore(db);
    let remaining = STREAMS;
    const writer = async (): Promise<void> => {
      for (; remaining > 0; remaining -= 1) {
        const events = Array.from({ length: EVENTS_PER_STREAM }, (_, index) => ({ type: 'ThingHappened', data: { index }, metadata: metadata() }));
        await store.append(`thing-${randomUUID()}`, events, 'no_stream');
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
  } finally {
    await db.close();
  }
};

/**
 * The queues with and without Redis take a dead process's job up differently: BullMQ when its lock
 * runs out, the in-process queues through the next process's look at the runs left unfinished.
 */
const queueings = [
  { name: 'with Redis (BullMQ)', redis: true },
  { name: 'without Redis (in-process queues)', redis: false },
] as const;

describe.skipIf(!serverUrl || !redisUrl)('a verification whose process is killed (SIGKILL) in the middle, on PostgreSQL', () => {
  const database = `careledger_verify_kill_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let namespace: string | undefined;
  let consoleDir: string;
  let db: SqlDatabase;
  let running: AppProcess | undefined;

  const startApp = async (redis: boolean): Promise<ApiClient> => {
    const port = await freePort();
    // A case that failed half-way may have left its process running: it goes before the next one starts.
    await running?.stop();
    running = startAppProcess({ DATABASE_URL: databaseUrl, ...(redis ? { REDIS_URL: redisUrl!, JOBS_LOCK_MS: '2000' } : {}), DEMO_DATA: 'off', PORT: String(port) });
    await running.waitFor(/Careledger is running at/, 120_000);
    return new ApiClient(`http://127.0.0.1:${port}`).signIn('admin@demo.careledger');
  };

  const runOf = async (admin: ApiClient, id: string): Promise<IntegrityRunAnswer> => {
    const response = await admin.get('/api/admin/integrity');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const run = integrityAnswer.parse(response.body).runs.find((each) => each.id === id);
    expect(run, `run ${id} listed`).toBeDefined();
    return run!;
  };

  const untilFinished = async (admin: ApiClient, id: string): Promise<IntegrityRunAnswer> => {
    for (;;) {
      const run = await runOf(admin, id);
      if (run.state === 'completed' || run.state === 'failed') return run;
      await sleep(200);
    }
  };

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'careledger-verify-kill-'));
    await createDatabase(serverUrl!, database);
    databaseUrl = withDatabase(serverUrl!, database);
    // The demo's sign-ins, through the command path; then a log long enough to be killed in the middle of.
    const seeding = await startCareledger({ port: 0, databaseUrl, consoleDir, logger: false, seed: (app, seeded) => seedDemo(app, seeded, { patients: 0 }).then(() => undefined) });
    try {
      ({ namespace } = await jobNamespace(seeding.db));
    } finally {
      await seeding.close();
    }
    await appendStreams(databaseUrl);
    db = await openPostgresDatabase(databaseUrl);
  }, 300_000);

  afterAll(async () => {
    await running?.stop();
    await db?.close();
    await dropDatabase(serverUrl!, database);
    await rm(consoleDir, { recursive: true, force: true });
    if (namespace !== undefined) await dropJobNamespace(redisUrl!, { namespace });
  });

  it.each(queueings)('is taken up again, $name, from the last step it kept, and completes clean over every event', async ({ redis }) => {
    const first = await startApp(redis);
    const started = await first.post('/api/admin/integrity/verify', {});
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { id } = integrityRunAnswer.parse(started.body);

    let halfway: IntegrityRunAnswer;
    for (;;) {
      halfway = await runOf(first, id);
      if (halfway.events > 0) break;
      expect(halfway.state).not.toBe('failed');
      await sleep(20);
    }
    running!.child.kill('SIGKILL');
    await running!.exited;
    expect(halfway).toMatchObject({ state: 'running', phase: 'chains' });
    const head = halfway.headPosition;
    expect(halfway.events).toBeLessThan(head);

    // A stream the killed attempt had already walked is broken now (its first event's data changed,
    // its hash not). An attempt that went on from the place kept does not walk it again; a new run does.
    const kept = await readIntegrityRun(db, id);
    expect(kept?.attempts).toBe(1);
    const { rows } = await db.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE stream_id LIKE 'thing-%' AND stream_id < (SELECT chain_stream_id FROM integrity_runs WHERE id = $1) ORDER BY stream_id LIMIT 1", [id]);
    const walked = rows[0]?.stream_id;
    expect(walked, 'a stream walked before the kill').toBeDefined();
    await db.query(`UPDATE events SET data = '{"edited":true}'::jsonb WHERE stream_id = $1 AND stream_version = 0`, [walked]);

    const second = await startApp(redis);
    const done = await untilFinished(second, id);
    expect(done, `faults: ${JSON.stringify(done.faults)}`).toMatchObject({ state: 'completed', phase: 'done', progress: 100, clean: true, faultCount: 0, failedReason: null, headPosition: head });
    // Every event once: the walk may take in what was written since it started, never an event twice.
    const { rows: counted } = await db.query<{ total: string }>('SELECT count(*) AS total FROM events');
    expect(done.events).toBeGreaterThanOrEqual(head);
    expect(done.events).toBeLessThanOrEqual(Number(counted[0]!.total));
    expect((await readIntegrityRun(db, id))?.attempts).toBe(2);

    const again = await second.post('/api/admin/integrity/verify', {});
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    const fresh = await untilFinished(second, integrityRunAnswer.parse(again.body).id);
    expect(fresh).toMatchObject({ state: 'completed', clean: false, faultCount: 1 });
    expect(fresh.faults).toMatchObject([{ streamId: walked, streamVersion: 0 }]);

    // Put back as it was, for the next case.
    await db.query(`UPDATE events SET data = '{"index":0}'::jsonb WHERE stream_id = $1 AND stream_version = 0`, [walked]);
    await running!.stop();
    running = undefined;
  }, 300_000);
});
