import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { claimLeases, releaseLeases, type EventStore, type LeaseFence, type SqlDatabase } from '@careledger/storage';
import type { Projector } from './projector';
import type { ProjectorProgress } from './projector-progress';
import { runProjections, type ProjectionOptions, type ProjectionRunner } from './run-projections';

export interface LeasedProjectionOptions extends Omit<ProjectionOptions, 'leases' | 'onLeaseLost'> {
  /** This process's name in the leases; `host:pid:random` by default, so every start is a new holder. */
  holder?: string;
  /** How long a lease lasts unless renewed (PROJECTION_LEASE_MS); 2,000 ms by default, renewed every third of it. */
  leaseMs?: number;
  /** The projectors this process leads, each time that set changes (an empty one: standing by). */
  onLeadChange?: (led: readonly string[]) => void;
}

export interface LeasedProjections {
  readonly holder: string;
  /** The projectors this process leads now. */
  led(): readonly string[];
  progress(): Promise<ProjectorProgress[]>;
  /** Stops the projectors, then gives up the leases so another worker takes over at once. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 2_000;

const sameLeases = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number> | null): boolean =>
  b !== null && a.size === b.size && [...a].every(([name, token]) => b.get(name) === token);

/**
 * Runs, of `projectors`, those whose lease this process holds: one active worker per read model,
 * however many run. Every worker claims the free and expired leases and renews its own; one that
 * dies or hangs stops renewing, and another takes its leases once they expire, from the
 * checkpoints. Each write carries its lease's token, so a worker that wakes up after losing a
 * lease cannot write that read model again (`LeaseLost`).
 */
export const runLeasedProjections = async (
  db: SqlDatabase,
  store: EventStore,
  projectors: readonly Projector[],
  options: LeasedProjectionOptions = {},
): Promise<LeasedProjections> => {
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const names = projectors.map((projector) => projector.name);
  // Null until the first claim: that one is reported even when it got nothing (standing by).
  let held: Map<string, number> | null = null;
  let runner: ProjectionRunner | null = null;
  let stopped = false;
  // Runner restarts follow one another; renewals never wait for them.
  let restarting = Promise.resolve();

  const lead = async (leases: ReadonlyMap<string, number>): Promise<void> => {
    await runner?.stop();
    runner = null;
    if (stopped) return;
    const fences = new Map<string, LeaseFence>([...leases].map(([name, token]) => [name, { holder, token }]));
    const mine = projectors.filter((projector) => leases.has(projector.name));
    if (mine.length > 0) runner = await runProjections(db, store, mine, { ...options, leases: fences, onLeaseLost: () => void renew() });
    options.onLeadChange?.(mine.map((projector) => projector.name));
  };

  const renew = async (): Promise<void> => {
    if (stopped) return;
    let claimed: Map<string, number>;
    try {
      claimed = await claimLeases(db, holder, names, leaseMs);
    } catch {
      // The database is out of reach: the leases may pass to another worker meanwhile, and the
      // tokens then refuse this one's writes; the next renewal tells which are still ours.
      return;
    }
    if (sameLeases(claimed, held)) return;
    held = claimed;
    restarting = restarting
      .then(() => lead(claimed))
      .catch(() => {
        // The runner could not start (the database went away): the next renewal starts it again.
        held = null;
      });
  };

  await renew();
  await restarting;
  let wake = (): void => undefined;
  const renewing = (async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, leaseMs / 3).unref();
      });
      await renew();
    }
  })();

  return {
    holder,
    led: () => [...(held?.keys() ?? [])],
    progress: async () => (runner ? runner.progress() : []),
    async stop() {
      stopped = true;
      wake();
      await renewing;
      await restarting;
      await runner?.stop();
      runner = null;
      await releaseLeases(db, holder).catch(() => undefined);
    },
  };
};
