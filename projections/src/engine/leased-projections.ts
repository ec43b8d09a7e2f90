import type { EventStore, SqlDatabase } from '@careledger/storage';
import { DEFAULT_LEASE_MS, leadByLease, type LeaseOptions } from './lead-by-lease';
import type { Projector } from './projector';
import type { ProjectorProgress } from './projector-progress';
import { runProjections, type ProjectionOptions } from './run-projections';

export { DEFAULT_LEASE_MS };

export interface LeasedProjectionOptions extends Omit<ProjectionOptions, 'leases' | 'onLeaseLost'>, LeaseOptions {}

export interface LeasedProjections {
  readonly holder: string;
  /** The projectors this process leads now. */
  led(): readonly string[];
  progress(): Promise<ProjectorProgress[]>;
  /** Stops the projectors, then gives up the leases so another worker takes over at once. */
  stop(): Promise<void>;
}

/**
 * Runs, of `projectors`, those whose lease (named as the projector) this process holds: one
 * active worker per read model, however many run, each write fenced by its lease's token
 * (`LeaseLost` once another worker took over).
 */
export const runLeasedProjections = async (
  db: SqlDatabase,
  store: EventStore,
  projectors: readonly Projector[],
  options: LeasedProjectionOptions = {},
): Promise<LeasedProjections> => {
  const leader = await leadByLease(
    db,
    projectors.map((projector) => projector.name),
    options,
    (leases, renewNow) =>
      runProjections(
        db,
        store,
        projectors.filter((projector) => leases.has(projector.name)),
        { ...options, leases, onLeaseLost: renewNow },
      ),
  );
  return {
    holder: leader.holder,
    led: leader.led,
    progress: async () => (await leader.work()?.progress()) ?? [],
    stop: leader.stop,
  };
};
