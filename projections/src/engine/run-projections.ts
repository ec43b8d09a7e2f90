import { holdsLease, readCheckpoint, type EventStore, type LeaseFence, type RecordedEvent, type SqlDatabase } from '@careledger/storage';
import { applyBatch, CheckpointMoved, LeaseLost } from './apply-batch';
import { handOutPage, type PageTaker } from './hand-out-page';
import { createPositionTracker } from './position-tracker';
import type { Projector } from './projector';
import { clearFailure, failedEventOf, messageOf, recordFailure, type ProjectorFailure } from './projector-failure';
import { initialState, progressOf, type ProjectorProgress, type RunState } from './projector-progress';
import { isOutdated } from './projector-registry';
import { readUntil } from './read-until';
import { rebuildProjector, rebuildProjectors, type RebuildOutcome, type RebuildProgress } from './rebuild-projector';
import { startSharedReader } from './shared-reader';

export type { ProjectorProgress, ProjectorStatus } from './projector-progress';

export interface ProjectionOptions {
  /** Most events per transaction; 1,000 by default. */
  batchSize?: number;
  /** First pause after a failure, doubled on each further one up to 30 s; 1,000 ms by default. */
  retryDelayMs?: number;
  /** Rebuild a projector whose live tables another version built; true by default. */
  rebuildOnVersionChange?: boolean;
  onProgress?: (progress: ProjectorProgress) => void;
  /** Each failure, before the retry; `failure` names the event when it is known. */
  onError?: (projector: string, error: unknown, failure: ProjectorFailure) => void;
  /** The lease each projector is written under (see `runLeasedProjections`); none by default. */
  leases?: ReadonlyMap<string, LeaseFence>;
  /** A projector stopped because another worker took over its lease. */
  onLeaseLost?: (projector: string) => void;
}

export interface ProjectionRunner {
  position(projector: string): number;
  positions(): ReadonlyMap<string, number>;
  /** True once every projector has passed `position`; false after `timeoutMs` or on stop. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  progress(): Promise<ProjectorProgress[]>;
  /** Lets the batch in flight commit, then stops every projector. */
  stop(): Promise<void>;
}

const MAX_RETRY_DELAY_MS = 30_000;

/** A projector of this runner; while it is in the shared reader's set, `left` settles when it drops out. */
interface Member extends PageTaker {
  state: RunState;
  /** Settles with the failure that made it leave, if one did. */
  left: Promise<{ error?: unknown }> | null;
  leave: (error?: unknown) => void;
}

/**
 * Runs every projector from its checkpoint, through catch-up, then live, until `stop()`. One
 * shared reader reads the log once for all the projectors in step with it; a projector that falls
 * out of step (a failure, a late start, a rebuild) catches up on its own reads, then rejoins.
 */
export const runProjections = async (
  db: SqlDatabase,
  store: EventStore,
  projectors: readonly Projector[],
  options: ProjectionOptions = {},
): Promise<ProjectionRunner> => {
  const batchSize = options.batchSize ?? 1_000;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const tracker = createPositionTracker(projectors.map((projector) => projector.name));
  const stopping = new AbortController();
  const stopped = new Promise<void>((resolve) => stopping.signal.addEventListener('abort', () => resolve()));
  const sleep = (ms: number): Promise<void> => Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms).unref()), stopped]);
  const inStep = new Set<Member>();

  const report = (member: Member): void => {
    options.onProgress?.(progressOf(member.projector.name, member.state, tracker.get(member.projector.name), member.state.head));
  };

  const startFollowing = async (member: Member): Promise<void> => {
    const position = await readCheckpoint(db, member.projector.name);
    tracker.set(member.projector.name, position);
    member.state.head = await store.headPosition();
    // A projector whose last attempt failed is retrying until it gets past that event, not catching up.
    member.state.status = member.state.lastError !== null ? 'retrying' : position >= member.state.head ? 'live' : 'catching_up';
    report(member);
  };

  /** Applies events that follow the checkpoint directly; throws what the batch threw. */
  const apply = async (member: Member, events: readonly RecordedEvent[]): Promise<void> => {
    const { projector, state } = member;
    let position: number;
    try {
      position = await applyBatch(db, projector, events, tracker.get(projector.name), member.lease);
    } catch (error) {
      state.failedEvent = failedEventOf(error, events.filter((event) => projector.handles(event.type)));
      if (!(error instanceof CheckpointMoved)) state.isolateUntil = events.at(-1)?.globalPosition ?? 0;
      throw error;
    }
    await moved(member, position);
  };

  const moved = async (member: Member, position: number): Promise<void> => {
    const { projector, state } = member;
    tracker.set(projector.name, position);
    const behind = state.status === 'catching_up' || state.status === 'retrying';
    if (behind && position >= state.head) state.head = await store.headPosition();
    state.head = Math.max(state.head, position);
    if (position >= state.head) state.status = 'live';
    else if (state.status === 'retrying') state.status = 'catching_up';
    if (state.lastError !== null) await clearFailure(db, projector.name);
    state.lastError = null;
    state.failedEvent = null;
    state.failures = 0;
    report(member);
  };

  const join = (member: Member): void => {
    member.left = new Promise((resolve) => {
      member.leave = (error) => {
        inStep.delete(member);
        resolve(error === undefined ? {} : { error });
      };
    });
    inStep.add(member);
  };

  const memberOf = (projector: Projector): Member => {
    const member: Member = {
      projector,
      lease: options.leases?.get(projector.name),
      state: initialState(),
      left: null,
      leave: () => undefined,
      position: () => tracker.get(projector.name),
      async take(events) {
        try {
          await apply(member, events);
        } catch (error) {
          member.leave(error);
        }
      },
      // Never throws (a PageTaker's promise): a checkpoint moved while the database went away
      // must not end the process; the projector falls out of step and catches up on its own.
      async moved(position) {
        try {
          await moved(member, position);
        } catch (error) {
          member.leave(error);
        }
      },
      fellBehind: () => member.leave(),
    };
    return member;
  };

  const members = projectors.map(memberOf);

  const groupRebuild = new Map<Member, Promise<RebuildOutcome>>();
  for (const member of members) {
    tracker.set(member.projector.name, await readCheckpoint(db, member.projector.name));
    // A failure a previous run recorded: this run records it again if the event still fails.
    await clearFailure(db, member.projector.name);
  }
  const outdated: Member[] = [];
  for (const member of members) {
    if (options.rebuildOnVersionChange !== false && (await isOutdated(db, member.projector))) outdated.push(member);
    else {
      await startFollowing(member);
      join(member);
    }
  }

  const rebuildProgress = ({ projector, position, head }: RebuildProgress): void => {
    const member = members.find((candidate) => candidate.projector.name === projector);
    if (!member) return;
    member.state.head = head;
    options.onProgress?.({ ...progressOf(projector, member.state, position, head), status: 'rebuilding' });
  };
  if (outdated.length > 0) {
    for (const member of outdated) member.state.status = 'rebuilding';
    // Outdated projectors rebuild over one read of the log of their own, beside the live ones.
    const outcomes = rebuildProjectors(db, store, outdated.map((member) => member.projector), { batchSize, signal: stopping.signal, onProgress: rebuildProgress });
    for (const member of outdated) {
      const outcome = outcomes.then((all) => all.find((one) => one.projector === member.projector.name) ?? { projector: member.projector.name, error: new Error('not rebuilt') });
      outcome.catch(() => undefined);
      groupRebuild.set(member, outcome);
    }
  }

  const inStepFrom = inStep.size > 0 ? Math.min(...[...inStep].map((member) => tracker.get(member.projector.name))) : await store.headPosition();
  const reader = startSharedReader(store, { after: inStepFrom }, (page, after) => handOutPage(db, [...inStep], page, after), { batchSize, retryDelayMs });

  /** Reads on its own from the checkpoint up to the shared reader, then joins it. */
  const catchUp = async (member: Member): Promise<void> => {
    const { projector, state } = member;
    const grouped = groupRebuild.get(member);
    groupRebuild.delete(member);
    const outcome = grouped ? await grouped : undefined;
    if (outcome && 'error' in outcome) throw outcome.error;
    if (!grouped && options.rebuildOnVersionChange !== false && (await isOutdated(db, projector))) {
      state.status = 'rebuilding';
      await rebuildProjector(db, store, projector, { batchSize, signal: stopping.signal, onProgress: rebuildProgress });
    }
    await startFollowing(member);
    const take = (events: RecordedEvent[]): Promise<void> => apply(member, events);
    await readUntil(store, { after: tracker.get(projector.name) }, state.isolateUntil, 1, take, stopping.signal);
    while (tracker.get(projector.name) < reader.position) {
      await readUntil(store, { after: tracker.get(projector.name) }, reader.position, batchSize, take, stopping.signal);
    }
    // No await between the check above and joining: the shared reader's next page follows on.
    join(member);
  };

  const run = async (member: Member): Promise<void> => {
    const { projector, state } = member;
    while (!stopping.signal.aborted) {
      try {
        if (!inStep.has(member)) await catchUp(member);
        const left = await Promise.race([member.left ?? {}, stopped.then(() => ({}))]);
        if ('error' in left) throw left.error;
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (error instanceof CheckpointMoved) continue;
        // A lost lease is no failure of the read model (its new leader goes on from the checkpoint),
        // nor is what befell this worker while it hung: only a leader records failures.
        const { lease } = member;
        if (error instanceof LeaseLost || (lease && !(await holdsLease(db, projector.name, lease).catch(() => true)))) {
          options.onLeaseLost?.(projector.name);
          break;
        }
        state.status = 'retrying';
        state.lastError = messageOf(error);
        const failure: ProjectorFailure = { projector: projector.name, message: state.lastError, event: state.failedEvent };
        options.onError?.(projector.name, error, failure);
        // Best effort: when the database itself is gone, this fails too and the next retry tries again.
        await recordFailure(db, failure).catch(() => undefined);
        report(member);
        await sleep(Math.min(retryDelayMs * 2 ** state.failures, MAX_RETRY_DELAY_MS));
        state.failures += 1;
      }
    }
    state.status = 'stopped';
  };

  const running = Promise.all(members.map(run));

  return {
    position: (name) => tracker.get(name),
    positions: () => new Map(tracker.all()),
    waitForPosition: (position, timeoutMs) => tracker.waitFor(position, timeoutMs),
    async progress() {
      const head = await store.headPosition();
      return members.map((member) => progressOf(member.projector.name, member.state, tracker.get(member.projector.name), head));
    },
    async stop() {
      stopping.abort();
      await reader.stop();
      for (const member of [...inStep]) member.leave();
      await running;
      tracker.close();
    },
  };
};
