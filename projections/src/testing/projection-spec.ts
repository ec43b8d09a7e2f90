import { afterAll, beforeAll, expect } from 'vitest';
import {
  allStorageMigrations,
  openEventStore,
  runMigrations,
  saveCheckpoint,
  type EventStore,
  type SqlDatabase,
} from '@careledger/storage';
import type { TestDatabase } from '@careledger/storage/testing';
import { quoteIdentifier, type Projector } from '../engine/projector';
import { runProjections } from '../engine/run-projections';
import { projectionMigrations } from '../projection-migrations';
import type { GivenEvent } from './assessment-events';

type Row = Record<string, unknown>;
type Expected = Row[] | ((positions: number[]) => Row[]);

/** `given(events).then(rows)`, whichever store keeps the read model. */
export interface ProjectionExamples {
  given(...events: GivenEvent[]): { then(expected: Expected, options?: ThenOptions): Promise<void> };
}

export interface ThenOptions {
  table?: string;
  orderBy?: string;
  batchSize?: number;
}

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;
const normalize = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' && ISO_UTC.test(value) ? new Date(value).toISOString() : value]));

/** Every row, as JSON so both drivers answer alike: bigint as number, instants as ISO strings. */
export const readRows = (db: SqlDatabase, table: string, orderBy = 'id'): Promise<Row[]> =>
  db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
    const { rows } = await tx.query<{ row: Row }>(`SELECT to_jsonb(t) AS row FROM ${quoteIdentifier(table)} t ORDER BY ${orderBy}`);
    return rows.map(({ row }) => normalize(row));
  });

/**
 * `given(events).then(rows)`: appends the events to a real store on an emptied read model, runs
 * the projector through the engine, and expects exactly these rows (STYLE.md point 7).
 */
export const projectionSpec = (projector: Projector, testDatabase: TestDatabase): ProjectionExamples => {
  let db: SqlDatabase;
  let store: EventStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    store = await openEventStore(db);
  });
  afterAll(() => dispose());

  const project = async (events: readonly GivenEvent[], batchSize: number): Promise<number[]> => {
    const head = await store.headPosition();
    await db.transaction(async (tx) => {
      for (const table of projector.tables) await tx.exec(`DELETE FROM ${quoteIdentifier(table)}`);
      // Earlier examples' events stay in the store: start this one after them.
      await saveCheckpoint(tx, projector.name, head);
    });
    const positions: number[] = [];
    for (const { streamId, ...event } of events) {
      positions.push((await store.append(streamId, [event], 'any')).lastGlobalPosition);
    }
    const runner = await runProjections(db, store, [projector], { batchSize });
    const reached = await runner.waitForPosition(positions.at(-1) ?? head, 10_000);
    const [progress] = await runner.progress();
    await runner.stop();
    if (!reached) throw new Error(`The projector did not reach the last event: ${JSON.stringify(progress)}`);
    return positions;
  };

  return {
    given: (...events: GivenEvent[]) => ({
      async then(expected: Expected, options: ThenOptions = {}): Promise<void> {
        const positions = await project(events, options.batchSize ?? 1_000);
        const rows = await readRows(db, options.table ?? projector.tables[0] ?? '', options.orderBy);
        expect(rows).toEqual(typeof expected === 'function' ? expected(positions) : expected);
      },
    }),
  };
};
