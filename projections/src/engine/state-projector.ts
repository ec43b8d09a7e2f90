import { loadRows, upsertRows, type RecordedEvent, type StateRow } from '@careledger/storage';
import { byKey, foldRows } from './fold-rows';
import type { Projector } from './projector';

export interface StateProjectorSpec<State, Event extends { type: string; data: object }> {
  name: string;
  /** The read model's schema version, a constant beside its table definition. */
  version: number;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    return { id: spec.idOf(event), state, version: event.streamVersion, created_at: row?.created_at ?? at, updated_at: at, last_position: event.globalPosition };
  };
  return {
    name: spec.name,
    version: spec.version,
    tables: [spec.table],
    createTables: spec.createTables,
    handles: (type) => types.has(type),
    async apply(tx, events, tables) {
      const table = tables[spec.table] ?? spec.table;
      // Ids come from events: one that is no uuid can have no row (and would fail the uuid key).
      const mine = events.filter((event): event is Recorded => types.has(event.type)).filter((event) => UUID.test(spec.idOf(event)));
      const stored = await loadRows<StateRow<State>>(tx, table, ['id', 'uuid'], [...new Set(mine.map(spec.idOf))]);
      const changed = foldRows(byKey(stored, (row) => row.id), mine, spec.idOf, evolve);
      const rows = [...changed.values()].map((row) => ({ ...row, ...spec.columns(row.state) }));
      await upsertRows(tx, table, rows, { conflict: ['id'] });
    },
  };
};
