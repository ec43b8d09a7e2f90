import type { IntegrityRunAnswer } from '@careledger/domain';
import { jobQueueCatalogue, type QueueDefinition, type RunningJob } from '@careledger/jobs';
import {
  IntegrityRunMoved,
  anchorFilePath,
  anchorSourcesOf,
  coversAnchors,
  finishIntegrityRun,
  recordIntegrityFailure,
  saveIntegrityStep,
  startIntegrityAttempt,
  verifyIntegrity,
  type EventStore,
  type SqlDatabase,
  type VerificationPlace,
  type VerificationScope,
  type VerificationStep,
} from '@careledger/storage';

export const INTEGRITY_QUEUE = jobQueueCatalogue.integrityVerifications.queue;

/** A verification's job: its id is the run's, whose row says what to verify and where the last attempt got to. */
export interface IntegrityJobData {
  runId: string;
}

/** What a verification needs: the log, the database its runs and kept heads live in, the anchor folder, a clock. */
export interface IntegrityJobContext {
  db: SqlDatabase;
  eventStore: EventStore;
  /** ANCHOR_DIR; without it the log is checked against the store's anchors only. */
  anchorDir?: string;
  now: () => Date;
  /** Events per page of the walk (1,000 by default): each page is one step kept. */
  pageSize?: number;
}

/** How far a run has got in the walk of its streams, by what it knows of its size. */
interface WalkSize {
  /** Every event, for a run over every stream; the stream's, for one stream; none for a category, whose size nothing counts cheaply. */
  events?: number;
}

/** Where a stream id lies in the space of ids after its category, when they are UUIDs (they are, but for fixed ids): a category's progress. */
const idSpaceFraction = (streamId: string | undefined): number => {
  const id = streamId?.slice(streamId.indexOf('-') + 1) ?? '';
  return /^[0-9a-f]{4}/i.test(id) ? parseInt(id.slice(0, 4), 16) / 0x10000 : 0;
};

/** 0 to 100: the walk of the chains, then (over every stream) the spans of the anchors, each half. */
export const verificationProgress = (scope: VerificationScope, place: VerificationPlace, eventsChecked: number, size: WalkSize, anchored?: VerificationStep['anchored']): number => {
  if (place.phase === 'done') return 100;
  const chainsShare = coversAnchors(scope) ? 50 : 100;
  if (place.phase === 'anchors') return anchored === undefined || anchored.last === 0 ? chainsShare : chainsShare + (100 - chainsShare) * (anchored.reached / anchored.last);
  const walked = size.events === undefined ? idSpaceFraction(place.chain?.streamId) : size.events === 0 ? 1 : eventsChecked / size.events;
  // A walk is not done until it says so: events written since it started may stretch it.
  return Math.min(chainsShare - 1, chainsShare * walked);
};

const scopeOf = (run: Pick<IntegrityRunAnswer, 'category' | 'streamId'>): VerificationScope => ({
  ...(run.category === null ? {} : { category: run.category }),
  ...(run.streamId === null ? {} : { streamId: run.streamId }),
});

/**
 * Runs (or goes on with) one verification. Each page of the chains and each anchor's span is kept
 * with the place it reached, in one transaction, so an attempt after a kill (or a retry) goes on
 * from the last step kept; an attempt that finds the run moved on by another stops.
 */
export const integrityVerification = (context: IntegrityJobContext): QueueDefinition<IntegrityJobData> => ({
  ...jobQueueCatalogue.integrityVerifications,
  async run(job: RunningJob<IntegrityJobData>) {
    const { db, eventStore: store } = context;
    const id = job.data.runId;
    const run = await startIntegrityAttempt(db, id, context.now(), await store.headPosition());
    if (!run) return { skipped: 'the run is finished or unknown' };
    const scope = scopeOf(run);
    const size: WalkSize = run.streamId !== null ? { events: (await store.readStream(run.streamId)).length } : run.category !== null ? {} : { events: await store.countAfter(0, Number.MAX_SAFE_INTEGER) };
    const counts = { steps: run.steps, streams: run.streams, events: run.events, anchors: run.anchors, faults: run.faultCount };
    try {
      await verifyIntegrity({
        store,
        scope,
        from: run.place,
        pageSize: context.pageSize,
        anchors: anchorSourcesOf(store, db, context.anchorDir === undefined ? undefined : anchorFilePath(context.anchorDir)),
        onStep: async (step) => {
          const progress = verificationProgress(scope, step.place, counts.events + step.events, size, step.anchored);
          await saveIntegrityStep(db, id, counts.steps, step, progress);
          counts.steps += 1;
          counts.streams += step.streams;
          counts.events += step.events;
          counts.anchors += step.anchors;
          counts.faults += step.faults.length;
          const { steps: _steps, ...detail } = counts;
          await job.progress(progress, detail);
        },
      });
      await finishIntegrityRun(db, id, context.now());
      return { faults: counts.faults };
    } catch (error) {
      if (error instanceof IntegrityRunMoved) return { skipped: error.message };
      const attempts = jobQueueCatalogue.integrityVerifications.attempts;
      await recordIntegrityFailure(db, id, error instanceof Error ? error.message : String(error), context.now(), job.attempt >= attempts);
      throw error;
    }
  },
});
