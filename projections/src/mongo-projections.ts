import type { EventStore, SqlDatabase } from '@careledger/storage';
import { openMongoReadModels, type MongoReadModels } from '@careledger/storage/mongo';
import { assessmentMongoProjector } from './assessment/mongo';
import { patientMongoProjector } from './patient/mongo';
import { postingMongoProjector } from './posting/mongo';
import { auditEventMongoProjector } from './audit/mongo';
import { reportMongoProjector } from './report/mongo';
import { referralMongoProjector } from './shared-living/mongo';
import { noteMongoProjector } from './note/mongo';
import type { MongoProjector } from './engine/mongo/mongo-projector';
import { runLeasedMongoProjections, type LeasedMongoProjectionOptions, type LeasedMongoProjections } from './engine/mongo/leased-mongo-projections';

/**
 * The read models MongoDB keeps when MONGODB_URL is set, and the query service reads from there.
 * Their SQL tables are kept too: other reads join them (an assessment's shifts, the report rows).
 */
export const allMongoProjectors: readonly MongoProjector[] = [
  assessmentMongoProjector,
  patientMongoProjector,
  postingMongoProjector,
  auditEventMongoProjector,
  reportMongoProjector,
  referralMongoProjector,
  noteMongoProjector,
];

export interface RunningMongoProjections {
  mongo: MongoReadModels;
  runner: LeasedMongoProjections;
  stop(): Promise<void>;
}

/**
 * Connects to MONGODB_URL (a replica set) and follows the store into every MongoDB read model it
 * holds the lease of; the leases are rows in `db`, beside the SQL read models' own.
 */
export const startMongoProjections = async (
  url: string,
  db: SqlDatabase,
  store: EventStore,
  options: LeasedMongoProjectionOptions & { projectors?: readonly MongoProjector[] } = {},
): Promise<RunningMongoProjections> => {
  const mongo = await openMongoReadModels(url);
  try {
    const runner = await runLeasedMongoProjections(db, mongo, store, options.projectors ?? allMongoProjectors, options);
    return {
      mongo,
      runner,
      async stop() {
        await runner.stop();
        await mongo.close();
      },
    };
  } catch (error) {
    await mongo.close().catch(() => undefined);
    throw error;
  }
};

export * from './engine/mongo';
export { assessmentMongoProjector } from './assessment/mongo';
export { patientMongoProjector } from './patient/mongo';
export { postingMongoProjector } from './posting/mongo';
export { auditEventMongoProjector } from './audit/mongo';
export { reportMongoProjector } from './report/mongo';
export { referralMongoProjector } from './shared-living/mongo';
export { noteMongoProjector } from './note/mongo';
