import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allStorageMigrations, openEventStore, readAllCheckpoints, runMigrations, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { allProjectors } from '../all-projectors';
import { assessmentProjector } from '../assessment';
import { projectionMigrations } from '../projection-migrations';
import { crashTarget } from '../testing/crash-targets';
import { range } from '../testing/engine-fixture';
import { readRows } from '../testing/projection-spec';
import { assessmentHistories, seedAssessments } from '../testing/seed-assessments';
import { forkWorker } from '../testing/worker-process';
import { rebuildProjector } from './rebuild-projector';

const WORKER = fileURLToPath(new URL('./crash-recovery.worker.ts', import.meta.url));
// The worker runs every real projector beside the ledger; the assessments one and the ledger see
// every event of this stream, so they carry the kill-time checks.
const WATCHED = ['assessments', 'crash_ledger'];
const PROJECTORS = [...allProjectors.map((projector) => projector.name), 'crash_ledger'];
const histories = assessmentHistories(50_000);

const ledgerPositions = async (db: SqlDatabase): Promise<number[]> =>
  (await db.query<{ position: number | string }>('SELECT position FROM crash_ledger ORDER BY position')).rows.map((row) => Number(row.position));

const statusCounts = (statuses: readonly unknown[]): Record<string, number> =>
  statuses.reduce<Record<string, number>>((counts, status) => ({ ...counts, [String(status)]: (counts[String(status)] ?? 0) + 1 }), {});

describe.each(testDatabases())('a worker killed mid catch-up, on $name', (testDatabase) => {
  it('resumes without losing or repeating an event, and matches a clean rebuild row for row', async () => {
    const target = await crashTarget(testDatabase);
    const timings: Record<string, number> = {};
    let started = Date.now();
    const lap = (name: string): void => {
      timings[name] = Date.now() - started;
      started = Date.now();
    };
    try {
      const head = await target.seed(async (db) => {
        await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
        return seedAssessments(await openEventStore(db), histories);
      });
      expect(head).toBeGreaterThanOrEqual(50_000);
      lap('seed');

      const first = forkWorker(WORKER, { ...target.env, PROJECTION_BATCH_SIZE: '250' });
      await first.until((positions) => (positions.get('assessments') ?? 0) >= head / 4, 90_000);
      // A few milliseconds more so the kill lands inside the next batch's transaction.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10)));
      first.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      const reported = new Map(first.positions);
      lap('first worker');

      let db = await target.open();
      const atCrash = await readAllCheckpoints(db);
      for (const name of WATCHED) {
        // Durable means: nothing the worker saw committed is gone, at most one more batch landed.
        expect(atCrash.get(name)).toBeGreaterThanOrEqual(reported.get(name) ?? 1);
        expect(atCrash.get(name)).toBeLessThanOrEqual((reported.get(name) ?? 0) + 250);
        expect(atCrash.get(name)).toBeLessThan(head);
      }
      expect(await ledgerPositions(db)).toEqual(range(1, atCrash.get('crash_ledger') ?? 0));
      const newest = await db.query<{ newest: number | string | null }>('SELECT max(last_position) AS newest FROM assessments');
      expect(Number(newest.rows[0]?.newest)).toBeLessThanOrEqual(atCrash.get('assessments') ?? 0);
      await db.close();
      lap('inspect after kill');

      const second = forkWorker(WORKER, { ...target.env, PROJECTION_BATCH_SIZE: '1000' });
      await second.until((positions) => PROJECTORS.every((name) => (positions.get(name) ?? 0) >= head), 120_000);
      second.kill('SIGTERM');
      expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });
      lap('second worker');

      db = await target.open();
      expect(Object.fromEntries(await readAllCheckpoints(db))).toEqual(Object.fromEntries(PROJECTORS.map((name) => [name, head])));
      expect(await ledgerPositions(db)).toEqual(range(1, head));
      const resumed = await readRows(db, 'assessments');
      expect(resumed).toHaveLength(histories.length);
      expect(statusCounts(resumed.map((row) => row.status))).toEqual(statusCounts(histories.map((h) => h.finalStatus)));

      await rebuildProjector(db, await openEventStore(db), assessmentProjector);
      expect(await readRows(db, 'assessments')).toEqual(resumed);
      await db.close();
      lap('rebuild and compare');
      console.log(`crash recovery on ${testDatabase.name}: ${head} events; reported`, Object.fromEntries(reported), 'durable', Object.fromEntries(atCrash), 'ms', timings);
    } finally {
      await target.dispose();
    }
  }, 300_000);
});
