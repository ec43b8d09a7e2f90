import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, describe, expect, it } from 'vitest';
import { startCareledger } from '@careledger/app';
import type { BillingRunOutcome } from '@careledger/command-service';
import { bullmqJobQueues, dropJobNamespace, jobNamespace, jobQueueCatalogue, type JobQueues, type JobView } from '@careledger/jobs';
import { openDatabase, type SqlDatabase } from '@careledger/storage';
import { withDatabase } from '@careledger/storage/testing';
import { freePort, startAppProcess, type AppProcess } from '../../../app/src/testing/app-process';
import { createDatabase, dropDatabase } from '../support/seeded-copies';
import { billedSummary, billedThrough, reachableRedis, subscribeForBilling, type BillingFixture } from './billing-subscriptions';

const redisUrl = await reachableRedis();
if (!redisUrl) console.warn('The billing run SIGKILL test is skipped: no Redis answers at REDIS_URL or redis://127.0.0.1:6379.');

const DAY = '2030-06-30';
const BILLING_RUN_QUEUE = jobQueueCatalogue.billingRuns.queue;
const serverUrl = process.env.DATABASE_URL;

/** The database the app processes share: a PostgreSQL database of its own, or a PGlite folder. */
const testDatabase = async (): Promise<{ config: { databaseUrl?: string; dataDir?: string }; env: Record<string, string>; drop: () => Promise<void> }> => {
  if (serverUrl) {
    const name = `careledger_test_${randomBytes(6).toString('hex')}`;
    await createDatabase(serverUrl, name);
    return { config: { databaseUrl: withDatabase(serverUrl, name) }, env: { DATABASE_URL: withDatabase(serverUrl, name) }, drop: async () => void (await dropDatabase(serverUrl, name)) };
  }
  const folder = mkdtempSync(join(tmpdir(), 'careledger-billing-kill-'));
  const dataDir = join(folder, 'pglite');
  return { config: { dataDir }, env: { DATA_DIR: dataDir }, drop: async () => rmSync(folder, { recursive: true, force: true }) };
};

const caughtUp = async (db: SqlDatabase): Promise<boolean> => {
  const { rows } = await db.query<{ head: string | null; slowest: string | null }>(
    'SELECT (SELECT max(global_position) FROM events) AS head, (SELECT min(position) FROM checkpoints) AS slowest',
  );
  return Number(rows[0]?.slowest ?? 0) >= Number(rows[0]?.head ?? 0);
};

const paymentEvents = async (db: SqlDatabase): Promise<number> =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'PaymentCreated'`)).rows[0]?.n);

describe.skipIf(!redisUrl)('a billing run whose worker is killed (SIGKILL) mid-run', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('is taken up by the restarted process and completes, with every payment created exactly once', async () => {
    const database = await testDatabase();
    cleanups.push(database.drop);
    /** Opens the shared database for `use`; a PGlite folder only while no app process holds it. */
    const withDb = async <T>(use: (db: SqlDatabase) => Promise<T>): Promise<T> => {
      const db = await openDatabase(database.config);
      try {
        return await use(db);
      } finally {
        await db.close();
      }
    };

    // Subscriptions through the command path, in this process; the app processes then bill them.
    const seeding = await startCareledger({ port: 0, ...database.config, consoleDir: join(tmpdir(), 'no-console'), logger: false });
    let fixture: BillingFixture;
    try {
      fixture = await subscribeForBilling(seeding.app.get(CommandBus), { monthly: 240, monthEnd: 30, weeklyDaily: 20, cancelledFromFebruary20: 10, byHand: 0 });
      await expect.poll(() => caughtUp(seeding.db), { timeout: 60_000, interval: 100 }).toBe(true);
    } finally {
      await seeding.close();
    }
    const expected = billedThrough(fixture, DAY);
    const expectedPayments = Object.entries(fixture.subscriptions).reduce((sum, [kind, ids]) => sum + ids.length * (expected.periodsPerSubscription[kind]?.[0] ?? 0), 0);

    // The app processes keep their queues under the database's namespace: this test's own.
    const namespace = await withDb(jobNamespace);
    cleanups.push(() => dropJobNamespace(redisUrl ?? '', namespace));
    const env = { ...database.env, REDIS_URL: redisUrl ?? '', JOBS_LOCK_MS: '2000', DEMO_DATA: 'off' };
    const start = async (): Promise<AppProcess> => {
      const app = startAppProcess({ ...env, PORT: String(await freePort()) });
      cleanups.push(() => app.stop());
      await app.waitFor(/Careledger is running at/, 180_000);
      return app;
    };
    // A client of the queues only: the app processes run the jobs.
    const queues: JobQueues = await bullmqJobQueues(redisUrl ?? '', [jobQueueCatalogue.billingRuns], namespace);
    cleanups.push(() => queues.close());
    const jobOf = async (id: string): Promise<JobView | undefined> => queues.job(BILLING_RUN_QUEUE, id);

    const first = await start();
    const { id } = await queues.add(BILLING_RUN_QUEUE, { day: DAY });
    await expect.poll(async () => (await jobOf(id))?.progress ?? 0, { timeout: 120_000, interval: 20 }).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await jobOf(id);
    expect(atKill?.state).toBe('active');
    const billedAtKill = await withDb(paymentEvents);
    // The kill came in the middle of the run: some payments were billed, not all.
    expect(billedAtKill).toBeGreaterThan(0);
    expect(billedAtKill).toBeLessThan(expectedPayments);

    const second = await start();
    await expect.poll(async () => (await jobOf(id))?.state, { timeout: 180_000, interval: 200 }).toBe('completed');
    const completed = await jobOf(id);
    expect(completed?.attempts).toBeGreaterThanOrEqual(2);
    const outcome = completed?.result as BillingRunOutcome;
    // What the killed worker had committed stays billed; the restarted one bills the rest.
    expect(outcome.payments).toBe(expectedPayments - billedAtKill);
    if (serverUrl) {
      // The read model shows each payment once too.
      await withDb(async (db) => {
        await expect.poll(() => caughtUp(db), { timeout: 60_000, interval: 200 }).toBe(true);
        const { rows } = await db.query<{ n: string; periods: string }>(`SELECT count(*) AS n, count(DISTINCT (subscription_id, period_start)) AS periods FROM payments`);
        expect(rows[0]).toEqual({ n: String(expectedPayments), periods: String(expectedPayments) });
      });
    }
    await second.stop();

    await withDb(async (db) => {
      expect(await billedSummary(db, fixture)).toEqual(expected);
      expect(await paymentEvents(db)).toBe(expectedPayments);
    });
  }, 600_000);
});
