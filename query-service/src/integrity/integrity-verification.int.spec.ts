import { randomUUID } from 'node:crypto';
import { inProcessJobQueues, type JobQueues, type QueueDefinition } from '@careledger/jobs';
import { createIntegrityRun, integrityMigrations, readIntegrityRun, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { recordAnchorDirectly, rewriteStreamInPlace, testEventStores } from '@careledger/storage/testing';
import { Role } from '@careledger/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTEGRITY_QUEUE, integrityVerification, type IntegrityJobData } from './integrity-verification.job';
import { resumeIntegrityRuns } from './resume-integrity-runs';

const metadata = () => ({ actorId: 'seed', actorRole: Role.ADMIN, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });
const events = (count: number) => Array.from({ length: count }, (_, index) => ({ type: 'ThingHappened', data: { index }, metadata: metadata() }));

const eventually = async (condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testEventStores())('a verification job killed in the middle, on $name', (target) => {
  let store: EventStore;
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  const queues: JobQueues[] = [];
  const tampered = `patient-${randomUUID()}`;

  beforeEach(async () => {
    ({ store, db, dispose } = await target.create());
    await runMigrations(db, integrityMigrations);
    for (let index = 0; index < 40; index += 1) await store.append(index === 7 ? tampered : `patient-${randomUUID()}`, events(5), 'no_stream');
    await recordAnchorDirectly(store, db);
    await rewriteStreamInPlace(store, db, tampered, 2, { index: 2, edited: true });
  });
  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    queues.length = 0;
    await dispose();
  });

  /** A process's queue running the real job, its reads of the log counted, and its progress reports passed to `onProgress`. */
  const processWith = (onProgress: (percent: number) => Promise<void>, reads: { events: number }) => {
    const counting: EventStore = {
      ...store,
      readByStream: async (options) => {
        const page = await store.readByStream(options);
        reads.events += page.length;
        return page;
      },
    };
    // Small pages, so the walk takes many steps.
    const job = integrityVerification({ db, eventStore: counting, now: () => new Date(), pageSize: 20 });
    const definition: QueueDefinition<IntegrityJobData> = {
      ...job,
      run: (running) => job.run({ ...running, progress: async (percent, detail) => { await running.progress(percent, detail); await onProgress(percent); } }),
    };
    const queue = inProcessJobQueues([definition], { repeat: false });
    queues.push(queue);
    return queue;
  };

  it('is taken up by the next process from the last step it kept, reads only the rest, and finds what a run never stopped finds', async () => {
    const total = (await store.readAll()).length;
    const runId = randomUUID();
    await createIntegrityRun(db, { id: runId, requestedBy: 'admin', requestedAt: new Date() });

    // The first process stops dead after its third step: its job never returns.
    let steps = 0;
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const firstReads = { events: 0 };
    const first = processWith(async () => {
      steps += 1;
      if (steps === 3) await hung;
    }, firstReads);
    await first.add(INTEGRITY_QUEUE, { runId }, { jobId: runId });
    await eventually(async () => steps === 3);
    const halfway = await readIntegrityRun(db, runId);
    expect(halfway).toMatchObject({ state: 'running', phase: 'chains', attempts: 1 });
    expect(halfway!.events).toBeGreaterThan(0);
    expect(halfway!.events).toBeLessThan(total);

    // The next process finds the run unfinished and its job gone, and queues it again.
    const secondReads = { events: 0 };
    const second = processWith(async () => undefined, secondReads);
    expect(await resumeIntegrityRuns(db, second)).toEqual([runId]);
    await eventually(async () => (await readIntegrityRun(db, runId))?.state === 'completed');
    const run = await readIntegrityRun(db, runId);
    expect(run).toMatchObject({ state: 'completed', attempts: 2, events: total, anchors: 1, clean: false, faultCount: 1 });
    expect(run?.faults).toMatchObject([{ streamId: tampered, reason: 'anchor_head_mismatch' }]);
    expect(secondReads.events).toBe(total - halfway!.events);

    // The first process wakes: its next step finds the run moved on, and it stops without a trace.
    release();
    await eventually(async () => (await first.job(INTEGRITY_QUEUE, runId))?.state === 'completed');
    expect((await first.job(INTEGRITY_QUEUE, runId))?.result).toEqual({ skipped: `The verification ${runId} was moved on by another attempt.` });
    expect(await readIntegrityRun(db, runId)).toEqual(run);
    expect(await resumeIntegrityRuns(db, second)).toEqual([]);
  });
});
