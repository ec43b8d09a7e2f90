import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { seedDemo, startCareledger } from '@careledger/app';
import { exportAnswer, type ExportAnswer } from '@careledger/domain';
import { dropJobNamespace, jobNamespace } from '@careledger/jobs';
import { withDatabase } from '@careledger/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from '../../../app/src/testing/app-process';
import { ApiClient } from '../support/api-client';
import { seedAssessments } from '../support/seed-assessments';
import { createDatabase, dropDatabase } from '../support/seeded-copies';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** Enough rows that writing the workbook takes seconds: time to kill the worker in the middle. */
const ASSESSMENTS = 50_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl || !redisUrl)('an export whose worker is killed (SIGKILL) in the middle, on PostgreSQL and Redis', () => {
  const database = `careledger_export_kill_${randomBytes(6).toString('hex')}`;
  let namespace: string | undefined;
  let exportDir: string;
  let env: Record<string, string>;
  let running: AppProcess | undefined;

  const startApp = async (): Promise<ApiClient> => {
    const port = await freePort();
    // A case that failed half-way may have left its process running: it goes before the next one starts.
    await running?.stop();
    running = startAppProcess({ ...env, PORT: String(port) });
    await running.waitFor(/Careledger is running at/, 120_000);
    return new ApiClient(`http://127.0.0.1:${port}`).signIn('admin@demo.careledger');
  };

  const stateOf = async (admin: ApiClient, id: string): Promise<ExportAnswer> => {
    const response = await admin.get(`/api/exports/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return exportAnswer.parse(response.body);
  };

  beforeAll(async () => {
    exportDir = await mkdtemp(join(tmpdir(), 'careledger-export-kill-'));
    await createDatabase(serverUrl!, database);
    const databaseUrl = withDatabase(serverUrl!, database);
    // The demo's sign-ins and agencies, then the assessments, through the command path.
    const seeding = await startCareledger({ port: 0, databaseUrl, consoleDir: join(exportDir, 'no-console'), logger: false, seed: (app, db) => seedDemo(app, db, { patients: 0 }).then(() => undefined) });
    try {
      ({ namespace } = await jobNamespace(seeding.db));
      await seedAssessments(seeding, ASSESSMENTS);
      for (;;) {
        const { rows } = await seeding.db.query<{ count: string }>('SELECT count(*) AS count FROM assessments');
        if (Number(rows[0]?.count) >= ASSESSMENTS) break;
        await sleep(100);
      }
    } finally {
      await seeding.close();
    }
    env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, JOBS_LOCK_MS: '2000', DEMO_DATA: 'off', EXPORT_DIR: exportDir };
  }, 300_000);

  afterAll(async () => {
    await running?.stop();
    await dropDatabase(serverUrl!, database);
    await rm(exportDir, { recursive: true, force: true });
    if (namespace !== undefined) await dropJobNamespace(redisUrl!, { namespace });
  });

  it('is taken up again by the restarted process and completes with one whole file: the heading and every row once', async () => {
    const first = await startApp();
    const started = await first.post('/api/exports', { type: 'assessments', format: 'xlsx' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = exportAnswer.parse(started.body).id;

    let halfway: ExportAnswer;
    for (;;) {
      halfway = await stateOf(first, id);
      if (halfway.progress > 0) break;
      expect(halfway.state).not.toBe('failed');
      await sleep(20);
    }
    running!.child.kill('SIGKILL');
    await running!.exited;
    expect(halfway.progress).toBeLessThan(100);
    expect(halfway.rows).toBeLessThan(ASSESSMENTS);
    expect(halfway.state).toBe('active');

    const second = await startApp();
    let done: ExportAnswer;
    for (;;) {
      done = await stateOf(second, id);
      if (done.state === 'completed' || done.state === 'failed') break;
      await sleep(200);
    }
    expect(done).toMatchObject({ state: 'completed', progress: 100, rows: ASSESSMENTS, failedReason: null });
    const jobs = await second.get('/api/admin/jobs');
    const job = jobs.body.data.find((queue: { queue: string }) => queue.queue === 'exports').recent.find((recent: { id: string }) => recent.id === id);
    // Started over after the kill, not finished before it.
    expect(job.attempts).toBeGreaterThanOrEqual(2);

    const file = await second.getBytes(`/api/exports/${id}/file`);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(done.size);
    expect(await readFile(join(exportDir, `${id}.xlsx`))).toEqual(Buffer.from(file.bytes));
    const sheet = strFromU8(unzipSync(file.bytes)['xl/worksheets/sheet1.xml']!);
    const ids = [...sheet.matchAll(/<c r="A\d+"[^>]*><is><t>([^<]*)<\/t>/g)].map(([, value]) => value);
    expect(ids[0]).toBe('Id');
    expect(ids).toHaveLength(ASSESSMENTS + 1);
    expect(new Set(ids.slice(1)).size).toBe(ASSESSMENTS);
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
    // What the killed run had written is gone: only the file and its manifest are left.
    expect((await readdir(exportDir)).sort()).toEqual([`${id}.json`, `${id}.xlsx`]);
  }, 300_000);
});
