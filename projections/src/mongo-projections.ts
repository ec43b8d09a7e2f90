import type { EventStore } from '@careledger/storage';
import { openMongoReadModels, type MongoReadModels } from '@careledger/storage/mongo';
import { assessmentMongoProjector } from './assessment/mongo';
import { patientMongoProjector } from './patient/mongo';
import type { MongoProjector } from './engine/mongo/mongo-projector';
import { runMongoProjections, type MongoProjectionOptions, type MongoProjectionRunner } from './engine/mongo/run-mongo-projections';

/**
 * The read models MongoDB keeps when MONGODB_URL is set, and the query service reads from there.
 * Their SQL tables are kept too: other reads join them (an assessment's shifts, the report rows).
 */
export const allMongoProjectors: readonly MongoProjector[] = [assessmentMongoProjector, patientMongoProjector];

export interface RunningMongoProjections {
  mongo: MongoReadModels;
  runner: MongoProjectionRunner;
  stop(): Promise<void>;
}

/** Connects to MONGODB_URL (a replica set) and follows the store into every MongoDB read model. */
export const startMongoProjections = async (
  url: string,
  store: EventStore,
  options: MongoProjectionOptions & { projectors?: readonly MongoProjector[] } = {},
): Promise<RunningMongoProjections> => {
  const mongo = await openMongoReadModels(url);
  try {
    const runner = await runMongoProjections(mongo, store, options.projectors ?? allMongoProjectors, options);
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
