import { expect } from 'vitest';
import { runMongoProjections, type MongoProjector } from '@careledger/projections/mongo';
import type { EventStore } from '@careledger/storage';
import type { MongoReadModels } from '@careledger/storage/mongo';

/** Runs `projectors` into `mongo` from their checkpoints, as a worker would, until they pass `head`; then stops them. */
export const followInMongo = async (
  mongo: MongoReadModels,
  store: EventStore,
  projectors: readonly MongoProjector[],
  head: number,
  { batchSize = 25, timeoutMs = 30_000 }: { batchSize?: number; timeoutMs?: number } = {},
): Promise<void> => {
  const runner = await runMongoProjections(mongo, store, projectors, { batchSize });
  const reached = await runner.waitForPosition(head, timeoutMs);
  await runner.stop();
  expect(reached).toBe(true);
};
