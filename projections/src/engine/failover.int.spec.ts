import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allStorageMigrations, openEventStore, readAllCheckpoints, readLeases, runMigrations, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { allProjectors } from '../all-projectors';
import { assessmentProjector } from '../assessment';
import { projectionMigrations } from '../projection-migrations';
import { crashTarget } from '../testing/crash-targets';
import { range } from '../testing/engine-fixture';
import { readRows } from '../testing/projection-spec';
import { assessmentHistories, seedAssessments } from '../testing/seed-assessments';
import { forkWorker, type WorkerProcess } from '../testing/worker-process';
import { rebuildProjector } from './rebuild-projector';

const WORKER = fileURLToPath(new URL('./crash-recovery.worker.ts', import.meta.url));
const PROJECTORS = [...allProjectors.map((projector) => projector.name), 'crash_ledger'];
const LEASE_MS = 1_000;

const ledgerPositions = async (db: SqlDatabase): Promise<number[]> =>
  (await db.query<{ position: number | string }>('SELECT position FROM crash_ledger ORDER BY position')).rows.map((row) => Number(row.position));

const leadsAll = (worker: WorkerProcess) => () => worker.led.length === PROJECTORS.length;
const standsBy = (worker: WorkerProcess) => () => worker.output().includes('leads 0 read models') && worker.led.length === 0;
const reached = (worker: WorkerProcess, head: number) => () => PROJECTORS.every((name) => (worker.positions.get(name) ?? 0) >= head);

// Two processes share one PostgreSQL database; PGlite serves one process, so it has no such test.
describe.each(testDatabases().filter((database) => database.name === 'postgres'))('projection workers sharing the read models by lease, on $name', (testDatabase) => {
  it('one leads; the other takes over when it hangs and when it dies, and no event is applied twice or lost', async () => {
    const target = await crashTarget(testDatabase);
    const workers: WorkerProcess[] = [];
    try {
      const first = await target.seed(async (db) => {
        await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
        return seedAssessments(await openEventStore(db), assessmentHistories(20_000));
      });
      const env = { ...target.env, PROJECTION_BATCH_SIZE: '250', PROJECTION_LEASE_MS: String(LEASE_MS) };
      const a = forkWorker(WORKER, env);
      workers.push(a);
      await a.until(() => leadsAll(a)() && (a.positions.get('crash_ledger') ?? 0) > 0, 60_000);
      const b = forkWorker(WORKER, env);
      workers.push(b);
      await b.until(standsBy(b), 60_000);

      // The leader hangs while it follows new events: its leases expire and the other worker goes on
      // from the checkpoints (a transaction it left open is ended by the server, freeing their rows).
      await a.until(reached(a, first), 120_000);
      const seeding = target.seed(async (db) => seedAssessments(await openEventStore(db), assessmentHistories(20_000, 3)));
      await a.until(() => (a.positions.get('crash_ledger') ?? 0) > first + 1_000, 60_000);
      a.kill('SIGSTOP');
      const second = await seeding;
      await b.until(() => leadsAll(b)() && reached(b, second)(), 120_000);
      let db = await target.open();
      expect(new Set((await readLeases(db)).map((lease) => lease.holder.split(':')[1]))).toEqual(new Set([String(b.pid)]));
      await db.close();
      // It wakes up: its tokens are stale, so it writes nothing more and stands by.
      a.kill('SIGCONT');
      await a.until(standsBy(a), 60_000);

      // The new leader dies; the first takes the read models back and projects what comes next.
      b.kill('SIGKILL');
      const head = await target.seed(async (db) => seedAssessments(await openEventStore(db), assessmentHistories(2_000, 7)));
      await a.until(() => leadsAll(a)() && reached(a, head)(), 120_000);
      a.kill('SIGTERM');
      expect(await a.exited, a.output()).toEqual({ code: 0, signal: null });
      for (const worker of workers) expect(worker.output()).not.toContain('failed');

      db = await target.open();
      expect(Object.fromEntries(await readAllCheckpoints(db))).toEqual(Object.fromEntries(PROJECTORS.map((name) => [name, head])));
      // The ledger's primary key refuses an event applied twice; a hole would show a lost one.
      expect(await ledgerPositions(db)).toEqual(range(1, head));
      const live = await readRows(db, 'assessments');
      await rebuildProjector(db, await openEventStore(db), assessmentProjector);
      expect(await readRows(db, 'assessments')).toEqual(live);
      // A graceful stop gave the leases up: none is held now.
      expect((await readLeases(db)).every((lease) => lease.expiresAt.getTime() <= Date.now())).toBe(true);
      await db.close();
    } finally {
      for (const worker of workers) worker.kill('SIGKILL');
      await target.dispose();
    }
  }, 300_000);
});
