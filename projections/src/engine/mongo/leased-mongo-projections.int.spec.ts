import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStorageMigrations, openEventStore, readLeases, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { mongoReadModelKey, moveMongoCheckpoint, readMongoCheckpoint, type MongoReadModels } from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo, testDatabases } from '@careledger/storage/testing';
import { assessmentMongoProjector } from '../../assessment/mongo';
import { assessment } from '../../testing/assessment-events';
import { projectionMigrations } from '../../projection-migrations';
import type { MongoProjector } from './mongo-projector';
import { runLeasedMongoProjections, type LeasedMongoProjections } from './leased-mongo-projections';

const url = mongoTestUrl();
const LEASE_MS = 600;

const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// The leases are rows in the SQL database (PGlite here); the read model and its checkpoint are in MongoDB.
describe.skipIf(!url)(mongoSuiteTitle('MongoDB read models under leases: one writer, fenced, failures kept'), () => {
  const [pglite] = testDatabases();
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let store: EventStore;
  let mongo: MongoReadModels;

  beforeAll(async () => {
    ({ db, dispose } = await pglite!.create());
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    store = await openEventStore(db);
    mongo = await openTestMongo();
  });
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  const append = async (count: number): Promise<number> => {
    let head = 0;
    for (let i = 0; i < count; i += 1) {
      const { streamId, ...created } = assessment().created('2026-03-01T10:00:00.000Z');
      head = (await store.append(streamId, [created], 'no_stream')).lastGlobalPosition;
    }
    return head;
  };

  it('lets one worker lead, hands over on stop, and refuses the writes of an older token', async () => {
    const start = (holder: string): Promise<LeasedMongoProjections> =>
      runLeasedMongoProjections(db, mongo, store, [assessmentMongoProjector], { holder, leaseMs: LEASE_MS, batchSize: 10 });
    const first = await start('first');
    const second = await start('second');
    expect(first.led()).toEqual([mongoReadModelKey('assessments')]);
    expect(second.led()).toEqual([]);

    const head = await append(25);
    await until(async () => (await readMongoCheckpoint(mongo.db, 'assessments')) === head);
    await first.stop();
    await until(() => second.led().length === 1);
    const later = await append(5);
    await until(async () => (await readMongoCheckpoint(mongo.db, 'assessments')) === later);
    expect(await mongo.db.collection('assessments').countDocuments()).toBe(30);
    const [lease] = (await readLeases(db)).filter((row) => row.name === mongoReadModelKey('assessments'));
    expect(lease?.holder).toBe('second');

    // The first worker's token, used after the second moved the checkpoint with its own: refused.
    const stale = await moveMongoCheckpoint(mongo.db, { projector: 'assessments', from: later, to: later + 1, leaseToken: (lease?.token ?? 1) - 1 });
    expect(stale).toEqual({ moved: false, actual: later, leaseLost: true });
    await second.stop();
  });

  it('keeps a failure in projection_failures under the MongoDB name, and clears it once the projector moves on', async () => {
    let failing = true;
    const flaky: MongoProjector = {
      ...assessmentMongoProjector,
      name: 'flaky',
      collections: ['flaky'],
      async apply(tx, events) {
        if (failing) throw new Error('the flaky projector refuses');
        await assessmentMongoProjector.apply(tx, events);
      },
    };
    const runner = await runLeasedMongoProjections(db, mongo, store, [flaky], { holder: 'only', leaseMs: LEASE_MS, retryDelayMs: 20 });
    await append(1);
    const failure = async () => (await db.query<{ message: string }>('SELECT message FROM projection_failures WHERE projector = $1', [mongoReadModelKey('flaky')])).rows[0];
    await until(async () => (await failure()) !== undefined);
    expect((await failure())?.message).toBe('the flaky projector refuses');
    failing = false;
    await until(async () => (await failure()) === undefined);
    await runner.stop();
  });
});
