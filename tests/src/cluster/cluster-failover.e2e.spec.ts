import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findHaproxy, startCluster, type RunningCluster } from '../../../app/src/cluster/cluster';
import { freePort } from '../../../app/src/startup/port-check';
import { reachableRedis } from '../jobs/billing-subscriptions';
import { allProjectors } from '@careledger/projections';
import { openDatabase, readLeases, type SqlDatabase } from '@careledger/storage';
import { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { driveLoad, readRecovery } from '../support/cluster-load';
import { replayInto, rowsOf } from '../support/read-model-replay';
import { seededPostgresDatabase } from '../support/running-stack';

const redisUrl = await reachableRedis();
const haproxy = (() => {
  try {
    return findHaproxy();
  } catch {
    return undefined;
  }
})();
const missing = [!process.env.DATABASE_URL && 'PostgreSQL (DATABASE_URL)', !redisUrl && 'Redis', !haproxy && 'HAProxy (apt-get install -y haproxy)'].filter(Boolean);
if (missing.length > 0) console.warn(`The cluster failover test is skipped: it needs ${missing.join(', ')}.`);

const DRIVE_MS = 30_000;
const WRITERS = 8;
const READERS = 8;

const slowestCheckpoint = async (db: SqlDatabase): Promise<{ head: number; slowest: number }> => {
  const { rows } = await db.query<{ head: string | null; slowest: string | null }>('SELECT (SELECT max(global_position) FROM events) AS head, (SELECT min(position) FROM checkpoints) AS slowest');
  return { head: Number(rows[0]?.head ?? 0), slowest: Number(rows[0]?.slowest ?? 0) };
};

describe.skipIf(missing.length > 0)('the cluster: HAProxy, 2 command services, 2 query services, 2 projection workers', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('loses no acknowledged command when the projection leader and a command service are killed under load, and its read models equal a clean rebuild', async () => {
    const database = await seededPostgresDatabase(0);
    cleanups.push(database.drop);
    const exportDir = mkdtempSync(join(tmpdir(), 'careledger-cluster-exports-'));
    cleanups.push(async () => rmSync(exportDir, { recursive: true, force: true }));
    const cluster: RunningCluster = await startCluster({ databaseUrl: database.databaseUrl, redisUrl: redisUrl!, port: await freePort(), exportDir, restart: false });
    cleanups.push(() => cluster.stop());
    const db = await openDatabase({ databaseUrl: database.databaseUrl });
    cleanups.push(() => db.close());

    const signIn = () => new ApiClient(cluster.url).signIn('admin@demo.careledger');
    const clients = await Promise.all(Array.from({ length: WRITERS + READERS }, signIn));
    const patient = accepted(await clients[0]!.post('/api/patients', { firstName: 'Ada', lastName: 'Cluster' }), 201);

    // One session, whichever process answers: its cookie and XSRF echo work on each process directly,
    // a retried Idempotency-Key is answered by the other command service with the first answer, and
    // a read on either query service waits for the write it names (X-Min-Position).
    const [firstCommands, secondCommands] = cluster.byRole('command-service').map((process) => process.url!);
    const queries = cluster.byRole('query-service').map((process) => process.url!);
    const direct = (url: string) => {
      const client = new ApiClient(url);
      for (const name of ['careledger_session', 'XSRF-TOKEN']) {
        const value = clients[0]!.cookie(name);
        if (value !== undefined) client.setCookie(name, value);
      }
      return client;
    };
    const key = { headers: { 'idempotency-key': 'cluster-any-process' } };
    const created = accepted(await direct(firstCommands!).post('/api/assessments', { patientId: patient.id, summary: 'any process' }, key), 201);
    expect((await direct(secondCommands!).post('/api/assessments', { patientId: patient.id, summary: 'any process' }, key)).body).toEqual(created);
    for (const url of queries) {
      const read = await direct(url).get(`/api/assessments/${created.id}`, { headers: { 'x-min-position': String(created.globalPosition) } });
      expect(read.status, url).toBe(200);
      expect(read.body.summary).toBe('any process');
    }

    // Mid-way, the worker that leads the read models and one command service die at once.
    let recoveryMs = -1;
    const probe = await signIn();
    const killing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, DRIVE_MS / 3));
      const holders = new Set((await readLeases(db)).filter((lease) => lease.expiresAt.getTime() > Date.now()).map((lease) => Number(lease.holder.split(':')[1])));
      const leader = cluster.byRole('projections').find((worker) => worker.pid !== undefined && holders.has(worker.pid));
      expect(leader, `one worker holds the leases (${[...holders].join(", ")})`).toBeDefined();
      const commandService = cluster.byRole('command-service')[0]!;
      const killedAt = Date.now();
      leader!.kill('SIGKILL');
      commandService.kill('SIGKILL');
      recoveryMs = await readRecovery(probe, patient.id, killedAt, 'cluster-recovery');
    })();
    const figures = await driveLoad({ clients, writers: WRITERS, readers: READERS, durationMs: DRIVE_MS, patientId: patient.id, tag: 'cluster' });
    await killing;
    console.log(
      `cluster under failover: ${figures.acknowledged.length} commands acknowledged (${figures.commandsPerSecond.toFixed(0)}/s, ${figures.retried} retried), ` +
        `${figures.readsOk} fresh reads (${figures.readsPerSecond.toFixed(0)}/s, ${figures.readsFailed} not fresh or unanswered); reads recovered ${(recoveryMs / 1000).toFixed(2)} s after the kill`,
    );
    expect(figures.refused).toEqual([]);
    expect(figures.acknowledged.length).toBeGreaterThan(0);
    expect(recoveryMs).toBeGreaterThan(0);

    // The surviving worker catches the read models up to the log's head.
    await expect.poll(async () => { const { head, slowest } = await slowestCheckpoint(db); return slowest >= head; }, { timeout: 60_000, interval: 250 }).toBe(true);

    // Every acknowledged command is stored and read, exactly once (retries carried their key).
    const { rows } = await db.query<{ summary: string; n: string }>(`SELECT summary, count(*) AS n FROM assessments WHERE summary LIKE 'cluster-w%' GROUP BY summary`);
    const stored = new Map(rows.map((row) => [row.summary, Number(row.n)]));
    expect(figures.acknowledged.filter((ack) => stored.get(ack.summary) !== 1).map((ack) => ack.summary)).toEqual([]);
    expect([...stored.values()].filter((count) => count > 1)).toEqual([]);

    await cluster.stop();
    for (const projector of allProjectors) {
      await replayInto(db, projector, '_clean');
      for (const table of projector.tables) expect(await rowsOf(db, `${table}_clean`), table).toEqual(await rowsOf(db, table));
    }
  }, 400_000);
});
