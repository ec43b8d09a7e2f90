import { afterAll, beforeAll } from 'vitest';
import { allProjectors, projectionMigrations, runProjections, type ProjectionRunner } from '@careledger/projections';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import type { TestDatabase } from '@careledger/storage/testing';

/** A fresh database of the describe block, its event store, and every projector following it. */
export interface ProjectedStore {
  readonly db: SqlDatabase;
  readonly store: EventStore;
  /** Resolves once every projector has read up to the log's head. */
  settled(): Promise<void>;
}

/**
 * Opens the store in `beforeAll` and ends it in `afterAll` of the calling describe block; its
 * fields are read inside the tests, once `beforeAll` has run.
 */
export const projectedStore = (testDatabase: TestDatabase): ProjectedStore => {
  let db: SqlDatabase | undefined;
  let store: EventStore | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let projections: ProjectionRunner | undefined;
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The projected store is read before beforeAll opened it.');
    return value;
  };

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    store = await openEventStore(db);
    projections = await runProjections(db, store, allProjectors);
  }, 120_000);
  afterAll(async () => {
    await projections?.stop();
    await dispose?.();
  });

  return {
    get db() {
      return opened(db);
    },
    get store() {
      return opened(store);
    },
    async settled() {
      const head = await opened(store).headPosition();
      if (!(await opened(projections).waitForPosition(head, 30_000))) throw new Error(`The projectors did not reach ${head}.`);
    },
  };
};
