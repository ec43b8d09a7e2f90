import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../sql/sql-database';
import { testDatabases } from '../testing/test-databases';
import { deleteRows, loadRows, upsertRows } from './row-writer';

interface WidgetRow {
  id: string;
  name: string;
  tags: string[];
  detail: Record<string, unknown> | null;
  seen_at: string | null;
  hits: number;
}

const [A, B, C] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c'];
const widget = (id: string, fields: Partial<WidgetRow> = {}): WidgetRow => ({ id, name: 'Widget', tags: ['red'], detail: { size: 2 }, seen_at: null, hits: 1, ...fields });

describe.each(testDatabases())('the read-model batch writer on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  // Instants come back as JSON text in the session's zone: UTC here, so they read as written.
  const all = (): Promise<WidgetRow[]> =>
    db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
      return (await loadRows<WidgetRow>(tx, 'widgets', ['id', 'uuid'], [A, B, C])).sort((x, y) => (x.id < y.id ? -1 : 1));
    });

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
  });
  afterAll(() => dispose());

  it('inserts, then updates by the conflict key, arrays, jsonb and microsecond instants intact', async () => {
    await db.exec('CREATE TABLE widgets (id uuid PRIMARY KEY, name text NOT NULL, tags text[] NOT NULL, detail jsonb, seen_at timestamptz, hits integer NOT NULL)');
    await upsertRows(db, 'widgets', [widget(A), widget(B, { tags: [], detail: null })], { conflict: ['id'] });
    await upsertRows(db, 'widgets', [widget(A, { name: 'Renamed', seen_at: '2026-03-01T09:00:00.123456+00:00', detail: { size: 3, nested: [1, 2] } })], { conflict: ['id'] });
    expect(await all()).toEqual([
      widget(A, { name: 'Renamed', seen_at: '2026-03-01T09:00:00.123456+00:00', detail: { size: 3, nested: [1, 2] } }),
      widget(B, { tags: [], detail: null }),
    ]);
  });

  it('adds counters on conflict instead of replacing them, and writes nothing for no rows', async () => {
    await upsertRows(db, 'widgets', [widget(A, { hits: 2 }), widget(C, { hits: 5 })], { conflict: ['id'], add: ['hits'] });
    await upsertRows<WidgetRow>(db, 'widgets', [], { conflict: ['id'] });
    expect((await all()).map((row) => [row.id, row.hits])).toEqual([[A, 3], [B, 1], [C, 5]]);
  });

  it('deletes the rows of the keys given and no other', async () => {
    await deleteRows(db, 'widgets', ['id', 'uuid'], [A, C]);
    await deleteRows(db, 'widgets', ['id', 'uuid'], []);
    expect((await all()).map((row) => row.id)).toEqual([B]);
  });
});
