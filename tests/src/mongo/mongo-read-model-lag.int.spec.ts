import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadata } from '@careledger/projections/testing';
import { projectionLag } from '@careledger/query-service';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';

// GET /health/ready's projections check with read models in MongoDB: their checkpoints count as the SQL ones do.
describe.each(testDatabases())('the projection lag counts MongoDB checkpoints beside the SQL ones ($name)', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let store: EventStore;
  let head = 0;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, allStorageMigrations);
    store = await openEventStore(db);
    for (let i = 0; i < 5; i += 1) head = (await store.append(`thing-${i}`, [{ type: 'ThingHappened', data: { i }, metadata: metadata('2026-03-01T10:00:00.000Z') }], 'no_stream')).lastGlobalPosition;
    await db.query("INSERT INTO checkpoints (projector, position) VALUES ('assessments', $1), ('patients', $2)", [head, head - 1]);
  });
  afterAll(() => dispose?.());

  it('names the slowest read model wherever it is kept', async () => {
    expect(await projectionLag(db, store, 100)()).toEqual({ lag: 1, behind: 'patients' });
    const mongo = async () => [
      { name: 'assessments (MongoDB)', position: head - 3 },
      { name: 'patients (MongoDB)', position: head },
    ];
    expect(await projectionLag(db, store, 100, mongo)()).toEqual({ lag: 3, behind: 'assessments (MongoDB)' });
    expect(await projectionLag(db, store, 100, async () => [{ name: 'assessments (MongoDB)', position: head }])()).toEqual({ lag: 1, behind: 'patients' });
  });
});
