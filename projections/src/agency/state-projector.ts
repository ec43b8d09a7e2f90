import type { RecordedEvent, SqlExecutor } from '@careledger/storage';
import type { Projector } from '../engine/projector';

/** One record of a state-folding read model: the domain's own state, plus where the stream stands. */
export interface StateRow<State> {
  id: string;
  state: State;
  /** Stream version of the last applied event: the client's next `expectedVersion`. */
  version: number;
  createdAt: string;
  updatedAt: string;
  lastPosition: number;
}

export interface StateProjectorSpec<State, Event extends { type: string; data: object }> {
  name: string;
  table: string;
  eventTypes: readonly string[];
  creationType: Event['type'];
  idOf: (event: Event) => string;
  initial: () => State;
  evolve: (state: State, event: Event) => State;
  exists: (state: State) => boolean;
  /** The columns lists filter and sort on, beside `id` and `state`, as the table declares them. */
  columns: (state: State) => Record<string, unknown>;
  createTables: (suffix: string) => string;
}

/**
 * A read model of one table, one row per record, folded with the domain's own `evolve` so it
 * cannot disagree with the decider. An event the row already reflects leaves it as is (replaying
 * a batch is harmless); so does any event of a record never created.
 */
export const stateProjector = <State, Event extends { type: string; data: object }>(
  spec: StateProjectorSpec<State, Event>,
): Projector => {
  const types: ReadonlySet<string> = new Set(spec.eventTypes);
  type Recorded = RecordedEvent & Event;
  const evolve = (row: StateRow<State> | null, event: Recorded): StateRow<State> | null => {
    if (event.type === spec.creationType ? row !== null : !row || event.streamVersion <= row.version) return row;
    const state = spec.evolve(row?.state ?? spec.initial(), event);
    if (!spec.exists(state)) return row;
    const at = event.metadata.occurredAt;
    return { id: spec.idOf(event), state, version: event.streamVersion, createdAt: row?.createdAt ?? at, updatedAt: at, lastPosition: event.globalPosition };
  };
  return {
    name: spec.name,
    version: 1,
    tables: [spec.table],
    createTables: spec.createTables,
    handles: (type) => types.has(type),
    async apply(tx, events, tables) {
      const table = tables[spec.table] ?? spec.table;
      const mine = events.filter((event): event is Recorded => types.has(event.type));
      const ids = [...new Set(mine.map((event) => spec.idOf(event)))];
      const stored = await load<State>(tx, table, ids);
      // Fold the whole batch in memory, then write each touched row once.
      const changed = new Map<string, StateRow<State>>();
      for (const event of mine) {
        const id = spec.idOf(event);
        const before = changed.get(id) ?? stored.get(id) ?? null;
        const after = evolve(before, event);
        if (after && after !== before) changed.set(id, after);
      }
      await upsert(tx, table, [...changed.values()].map((row) => ({
        id: row.id,
        ...spec.columns(row.state),
        state: row.state,
        version: row.version,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
        last_position: row.lastPosition,
      })));
    },
  };
};

interface StoredRecord<State> {
  id: string;
  state: State;
  version: number;
  created_at: string;
  updated_at: string;
  last_position: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Rows travel as JSON both ways: instants keep their microseconds and jsonb needs no per-driver care.
const load = async <State>(tx: SqlExecutor, table: string, ids: readonly string[]): Promise<Map<string, StateRow<State>>> => {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return new Map();
  const { rows } = await tx.query<{ row: StoredRecord<State> }>(
    `SELECT jsonb_build_object('id', id, 'state', state, 'version', version, 'created_at', created_at, 'updated_at', updated_at, 'last_position', last_position) AS row
       FROM ${table} WHERE id = ANY($1::uuid[])`,
    [valid],
  );
  return new Map(
    rows.map(({ row }) => [
      row.id,
      { id: row.id, state: row.state, version: row.version, createdAt: row.created_at, updatedAt: row.updated_at, lastPosition: Number(row.last_position) },
    ]),
  );
};

/** One statement for all the rows: the batch as a JSON array, read back as rows of the table. */
const upsert = async (tx: SqlExecutor, table: string, records: readonly Record<string, unknown>[]): Promise<void> => {
  const valid = records.filter((record) => typeof record.id === 'string' && UUID.test(record.id));
  if (valid.length === 0) return;
  const names = Object.keys(valid[0] ?? {});
  const updates = names.filter((name) => name !== 'id').map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(valid)],
  );
};
