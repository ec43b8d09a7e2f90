import type { EventStore, LeaseFence, SqlDatabase } from '@careledger/storage';
import { mongoReadModelKey, type MongoReadModels } from '@careledger/storage/mongo';
import { leadByLease, type LeaseOptions } from '../lead-by-lease';
import { clearFailure, recordFailure } from '../projector-failure';
import type { MongoProjector } from './mongo-projector';
import { runMongoProjections, type MongoProjectionOptions } from './run-mongo-projections';

export type LeasedMongoProjectionOptions = Omit<MongoProjectionOptions, 'leases' | 'onLeaseLost' | 'onRecovered'> & LeaseOptions;

export interface LeasedMongoProjections {
  readonly holder: string;
  /** The MongoDB read models this process leads now, by `mongoReadModelKey`. */
  led(): readonly string[];
  /** Where each projector this process leads stands in MongoDB. */
  positions(): ReadonlyMap<string, number>;
  /** Stops the projectors, then gives up the leases so another worker takes over at once. */
  stop(): Promise<void>;
}

/**
 * The MongoDB read models under the same leases as the SQL ones (rows in `db`, named by
 * `mongoReadModelKey`): one active worker per read model, each checkpoint move fenced by its
 * lease's token. A failure is kept in `projection_failures` under the same name, and cleared when
 * the projector applies a batch again, so the read models' status shows it.
 */
export const runLeasedMongoProjections = async (
  db: SqlDatabase,
  mongo: MongoReadModels,
  store: EventStore,
  projectors: readonly MongoProjector[],
  options: LeasedMongoProjectionOptions = {},
): Promise<LeasedMongoProjections> => {
  const leader = await leadByLease(db, projectors.map((projector) => mongoReadModelKey(projector.name)), options, (leases, renewNow) => {
    const byProjector = new Map<string, LeaseFence>();
    for (const projector of projectors) {
      const fence = leases.get(mongoReadModelKey(projector.name));
      if (fence) byProjector.set(projector.name, fence);
    }
    return runMongoProjections(
      mongo,
      store,
      projectors.filter((projector) => byProjector.has(projector.name)),
      {
        ...options,
        leases: byProjector,
        onLeaseLost: renewNow,
        onError: (name, error, failure) => {
          options.onError?.(name, error, failure);
          void recordFailure(db, { ...failure, projector: mongoReadModelKey(name) }).catch(() => undefined);
        },
        onRecovered: (name) => void clearFailure(db, mongoReadModelKey(name)).catch(() => undefined),
      },
    );
  });
  return {
    holder: leader.holder,
    led: leader.led,
    positions: () => leader.work()?.positions() ?? new Map(),
    stop: leader.stop,
  };
};
