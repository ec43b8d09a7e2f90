import { expect } from 'vitest';
import { projectionMigrations, runProjections, type Projector } from '@careledger/projections';
import type { GivenEvent } from '@careledger/projections/testing';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';

export interface ProjectedHistory {
  db: SqlDatabase;
  store: EventStore;
  head: number;
  dispose: () => Promise<void>;
}

/** A PGlite database whose read models `projectors` have filled from `events`, appended one by one: PostgreSQL's side of a comparison. */
export const projectedInPglite = async (events: Iterable<GivenEvent>, projectors: readonly Projector[]): Promise<ProjectedHistory> => {
  const [pglite] = testDatabases();
  if (!pglite) throw new Error('PGlite is always a test database.');
  const { db, dispose } = await pglite.create();
  await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
  const store = await openEventStore(db);
  let head = 0;
  for (const { streamId, ...event } of events) head = (await store.append(streamId, [event], 'any')).lastGlobalPosition;
  const runner = await runProjections(db, store, projectors);
  const reached = await runner.waitForPosition(head, 30_000);
  await runner.stop();
  expect(reached).toBe(true);
  return { db, store, head, dispose };
};
