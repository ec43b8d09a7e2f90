import type { SqlExecutor } from '@careledger/storage';
import type { Stamped } from './billing-events';

type Row = Stamped & { id: string };

// Rows travel as JSON both ways: instants keep their microseconds and need no per-driver care.
export const loadRows = async <Record extends Row>(tx: SqlExecutor, table: string, ids: readonly string[]): Promise<Map<string, Record>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<{ row: Record }>(`SELECT to_jsonb(r) AS row FROM ${table} r WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map(({ row }) => [row.id, { ...row, last_position: Number(row.last_position) }]));
};

/** One statement for all the rows: the batch as a JSON array, read back as rows of the table. */
export const upsertRows = async (tx: SqlExecutor, table: string, records: readonly Row[]): Promise<void> => {
  const [first] = records;
  if (!first) return;
  const updates = Object.keys(first)
    .filter((name) => name !== 'id')
    .map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(records)],
  );
};

/** Folds events into rows keyed by id: the stored ones first, each touched row kept once. */
export const foldRows = <Record extends Row, Event>(
  stored: ReadonlyMap<string, Record>,
  events: readonly Event[],
  idOf: (event: Event) => string,
  evolve: (record: Record | null, event: Event) => Record | null,
  changed: Map<string, Record> = new Map(),
): Map<string, Record> => {
  for (const event of events) {
    const id = idOf(event);
    const before = changed.get(id) ?? stored.get(id) ?? null;
    const after = evolve(before, event);
    if (after && after !== before) changed.set(id, after);
  }
  return changed;
};
