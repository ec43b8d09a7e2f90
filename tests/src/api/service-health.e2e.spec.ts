import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropJobNamespace, jobNamespace } from '@careledger/jobs';
import { startWorker, type RunningWorker } from '@careledger/projections';
import { openDatabase, openEventStore, type NewEvent } from '@careledger/storage';
import { withDatabase } from '@careledger/storage/testing';
import { freePort, startMainProcess, type AppProcess } from '../../../app/src/testing/app-process';
import { reachableRedis } from '../jobs/billing-subscriptions';
import { createDatabase, dropDatabase } from '../support/seeded-copies';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = await reachableRedis();
if (!serverUrl) console.warn('The standalone services health suite is skipped: DATABASE_URL names no PostgreSQL server.');

const QUERY_SERVICE = 'query-service/src/main.ts';
const COMMAND_SERVICE = 'command-service/src/main.ts';
// Longer than a test takes to ask during it, shorter than query-service's 5 s wait for X-Min-Position.
const DRAIN_MS = '3000';

const json = async (url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> => {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.json() };
};

const stackLines = (output: string): string[] => output.split('\n').filter((line) => /^\s+at /.test(line));

/** Each service's main as the cluster runs it: a process of its own on a PostgreSQL database of the test's own. */
describe.skipIf(!serverUrl)('command-service and query-service behind a balancer', () => {
  const database = `careledger_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = withDatabase(serverUrl ?? '', database);
  const cleanups: (() => Promise<unknown>)[] = [];
  // The cluster's projections worker: it makes the read models' tables and keeps their checkpoints.
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    await createDatabase(serverUrl ?? '', database);
    worker = await startWorker({ databaseUrl });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await worker?.stop();
    await dropDatabase(serverUrl ?? '', database);
  });

  const start = async (main: string, env: Record<string, string> = {}): Promise<{ service: AppProcess; base: string }> => {
    const port = await freePort();
    const service = startMainProcess(main, { DATABASE_URL: databaseUrl, PORT: String(port), ...env });
    cleanups.push(() => service.stop());
    await service.waitFor(/listening on/, 120_000);
    return { service, base: `http://127.0.0.1:${port}` };
  };

  it('refuses a wrong JOBS_LOCK_MS, READY_MAX_PROJECTION_LAG or SHUTDOWN_DRAIN_MS in one line and exit code 2', async () => {
    const refusals = [
      [QUERY_SERVICE, { JOBS_LOCK_MS: '5s' }, 'JOBS_LOCK_MS must be a whole number of milliseconds, 1000 or more, not "5s".'],
      [QUERY_SERVICE, { READY_MAX_PROJECTION_LAG: 'lots' }, 'READY_MAX_PROJECTION_LAG must be a whole number of events, 0 or more, not "lots".'],
      [COMMAND_SERVICE, { SHUTDOWN_DRAIN_MS: '-1' }, 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, 0 or more, not "-1".'],
    ] as const;
    for (const [main, env, line] of refusals) {
      const service = startMainProcess(main, { DATABASE_URL: databaseUrl, PORT: String(await freePort()), ...env });
      expect(await service.exited).toBe(2);
      expect(service.output()).toContain(line);
      expect(stackLines(service.output())).toEqual([]);
    }
  });

  it('query-service: live, ready while the read models keep up, the console, and an answer for the request in flight when SIGTERM comes', async () => {
    // A console build of two files: the cluster sends query-service every path outside /api.
    const consoleDir = mkdtempSync(join(tmpdir(), 'careledger-console-'));
    cleanups.push(async () => rmSync(consoleDir, { recursive: true, force: true }));
    const indexHtml = '<!doctype html><title>Careledger</title>';
    writeFileSync(join(consoleDir, 'index.html'), indexHtml);
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'assets', 'main.js'), 'console.log("careledger");');
    const { service, base } = await start(QUERY_SERVICE, { READY_MAX_PROJECTION_LAG: '0', SHUTDOWN_DRAIN_MS: DRAIN_MS, CONSOLE_DIR: consoleDir });
    const page = await fetch(`${base}/en-us/user/dashboard`);
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([200, expect.stringMatching(/^text\/html/), indexHtml]);
    expect(await (await fetch(`${base}/assets/main.js`)).text()).toBe('console.log("careledger");');
    expect((await fetch(`${base}/api/no-such-call`)).status).toBe(404);

    expect(await json(`${base}/health/live`)).toEqual({ status: 200, body: { status: 'live' } });
    const ready = await json(`${base}/health/ready`);
    expect(ready).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: { ok: true, ms: expect.any(Number) }, projections: { ok: true, ms: expect.any(Number), lag: 0 } } },
    });

    // An event the stopped worker has not applied: one more than READY_MAX_PROJECTION_LAG allows.
    await worker?.stop();
    worker = undefined;
    const db = await openDatabase({ databaseUrl });
    try {
      const noted: NewEvent = { type: 'HealthChecked', data: {}, metadata: {} as NewEvent['metadata'] };
      await (await openEventStore(db)).append(`health-${randomUUID()}`, [noted], 'no_stream');
    } finally {
      await db.close();
    }
    const behind = await json(`${base}/health/ready`);
    expect(behind.status).toBe(503);
    expect(behind.body).toMatchObject({ status: 'not_ready', checks: { database: { ok: true }, projections: { ok: false, lag: 1, behind: expect.any(String) } } });
    worker = await startWorker({ databaseUrl });
    await expect.poll(async () => (await json(`${base}/health/ready`)).status, { timeout: 60_000, interval: 100 }).toBe(200);

    // A public read that waits for a position no read model will reach (up to 5 s), through the drain and into the close.
    const inFlight = fetch(`${base}/api/search/homecare`, { headers: { 'x-min-position': '1000000000' } });
    service.child.kill('SIGTERM');
    await service.waitFor(/SIGTERM: stopping query-service/);
    expect(await json(`${base}/health/ready`)).toEqual({ status: 503, body: { status: 'stopping' } });
    expect(await json(`${base}/health/live`)).toEqual({ status: 200, body: { status: 'live' } });
    const answered = await inFlight;
    expect(answered.status).toBe(503);
    expect(((await answered.json()) as { message: string }).message).toMatch(/caught up/);
    // Its connection closes with it: the server's close need not wait out the keep-alive.
    expect(answered.headers.get('connection')).toBe('close');
    expect(await service.exited).toBe(0);
  });

  it(`command-service: live, ready with its database${redisUrl ? ' and Redis' : ''}, stopping on SIGTERM, then exit 0`, async () => {
    const env = { SHUTDOWN_DRAIN_MS: DRAIN_MS, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    if (redisUrl) {
      // The process keeps its queues under the database's namespace: this test's own.
      const namespace = await (async () => {
        const db = await openDatabase({ databaseUrl });
        try {
          return await jobNamespace(db);
        } finally {
          await db.close();
        }
      })();
      cleanups.push(() => dropJobNamespace(redisUrl, namespace));
    }
    const { service, base } = await start(COMMAND_SERVICE, env);
    expect(await json(`${base}/health/live`)).toEqual({ status: 200, body: { status: 'live' } });
    const ok = { ok: true, ms: expect.any(Number) };
    expect(await json(`${base}/health/ready`)).toEqual({ status: 200, body: { status: 'ready', checks: { database: ok, ...(redisUrl ? { redis: ok } : {}) } } });

    service.child.kill('SIGTERM');
    await service.waitFor(/SIGTERM: stopping command-service/);
    expect(await json(`${base}/health/ready`)).toEqual({ status: 503, body: { status: 'stopping' } });
    expect(await json(`${base}/health/live`)).toEqual({ status: 200, body: { status: 'live' } });
    expect(await service.exited).toBe(0);
  });
});
