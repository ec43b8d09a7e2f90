import type { MongoReadModels } from '../read-model/mongo';
import { mongoTestDatabaseName, mongoTestUrl } from './server-test-urls';

/** A database of the test file's own on the MongoDB suites' server (`mongoTestUrl`), the driver loaded only then. */
export const openTestMongo = async (): Promise<MongoReadModels> => {
  const { openMongoReadModels } = await import('../read-model/mongo');
  return openMongoReadModels(mongoTestUrl() ?? '', { dbName: mongoTestDatabaseName() });
};

/** Drops the file's database and closes its connection; nothing when it was never opened. */
export const dropTestMongo = async (mongo: MongoReadModels | undefined): Promise<void> => {
  await mongo?.db.dropDatabase().catch(() => undefined);
  await mongo?.close();
};
