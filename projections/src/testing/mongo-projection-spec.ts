import { afterAll, beforeAll, expect } from 'vitest';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { MONGO_CHECKPOINTS, openMongoReadModels, type MongoCheckpointDocument, type MongoReadModels } from '@careledger/storage/mongo';
import { mongoTestDatabaseName, type TestDatabase } from '@careledger/storage/testing';
import type { MongoProjector } from '../engine/mongo/mongo-projector';
import { runMongoProjections } from '../engine/mongo/run-mongo-projections';
import type { ProjectionExamples, ThenOptions } from './projection-spec';
import type { GivenEvent } from './assessment-events';

type Row = Record<string, unknown>;

/**
 * `given(events).then(rows)` for a MongoDB projector: the events go to a real event store (on
 * `testDatabase`), the projector runs through its runner into a database of its own on `url`, and
 * the documents of its first collection, or of the one named like the example's table (by `_id`),
 * read back as the rows of the SQL table the example names (`rowsOf`), must be exactly these rows.
 */
export const mongoProjectionSpec = <Document extends { _id: unknown }>(
  projector: MongoProjector,
  testDatabase: TestDatabase,
  url: string,
  rowsOf: (documents: Document[], table: string | undefined) => object[],
): ProjectionExamples => {
  let db: SqlDatabase;
  let store: EventStore;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, allStorageMigrations);
    store = await openEventStore(db);
    mongo = await openMongoReadModels(url, { dbName: mongoTestDatabaseName() });
  });
  afterAll(async () => {
    await mongo?.db.dropDatabase().catch(() => undefined);
    await mongo?.close();
    await dispose();
  });

  const project = async (events: readonly GivenEvent[], batchSize: number): Promise<number[]> => {
    const head = await store.headPosition();
    for (const collection of projector.collections) await mongo.db.collection(collection).deleteMany({});
    // Earlier examples' events stay in the store: start this one after them.
    await mongo.db
      .collection<MongoCheckpointDocument>(MONGO_CHECKPOINTS)
      .updateOne({ _id: projector.name }, { $set: { position: head, version: projector.version, updated_at: new Date() } }, { upsert: true });
    const positions: number[] = [];
    for (const { streamId, ...event } of events) {
      positions.push((await store.append(streamId, [event], 'any')).lastGlobalPosition);
    }
    const runner = await runMongoProjections(mongo, store, [projector], { batchSize });
    const reached = await runner.waitForPosition(positions.at(-1) ?? head, 10_000);
    const position = runner.position(projector.name);
    await runner.stop();
    if (!reached) throw new Error(`The MongoDB projector did not reach the last event: it stands at ${position}.`);
    return positions;
  };

  return {
    given: (...events: GivenEvent[]) => ({
      async then(expected, options: ThenOptions = {}): Promise<void> {
        const positions = await project(events, options.batchSize ?? 1_000);
        // The collection named like the example's table, where the projector keeps one; else its first.
        const collection = projector.collections.find((name) => name === options.table) ?? projector.collections[0] ?? '';
        const documents = await mongo.db.collection<Document>(collection).find({}).sort({ _id: 1 }).toArray();
        const rows = rowsOf(documents as Document[], options.table) as Row[];
        expect(rows).toEqual(typeof expected === 'function' ? expected(positions) : expected);
      },
    }),
  };
};
