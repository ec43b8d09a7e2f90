import { loadRows, upsertRows, type RecordedEvent, type StateRow } from '@careledger/storage';
import { byKey, foldRows } from './fold-rows';
import type { Projector } from './projector';

/** How a state read model folds its record's events, whichever store keeps its rows. */
export interface StateFoldSpec<State, Event extends { type: string; data: object }> {
  eventTypes: readonly string[];
  creationType: Event['type'];
  idOf: (event: Event) => string;
  initial: () => State;
  evolve: (state: State, event: Event) => State;
  exists: (state: State) => boolean;
}

export interface StateProjectorSpec<State, Event extends { type: string; data: object }> extends StateFoldSpec<State, Event> {
  name: string;
  /** The read model's schema version, a constant beside its table definition. */
  version: number;
  table: string;
  /** The columns lists filter and sort on, beside `id` and `state`, as the table declares them. */
  columns: (state: State) => Record<string, unknown>;
  createTables: (suffix: string) => string;
}

/** The fold of a state read model, pure: the SQL projector and a MongoDB one apply the same one. */
export interface StateFold<State> {
  handles(eventType: string): boolean;
  /** The records `events` touch that can have a row: the stored rows `fold` starts from. */
  idsOf(events: readonly RecordedEvent[]): string[];
  /** The rows `events` change, each once, folded from `stored` (the rows of `idsOf(events)` there are), without the list columns. */
  fold(stored: readonly StateRow<State>[], events: readonly RecordedEvent[]): StateRow<State>[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One row per record, folded with the domain's own `evolve` so it cannot disagree with the
 * decider. An event the row already reflects leaves it as is (replaying a batch is harmless); so
 * does any event of a record never created.
 */
export const stateFold = <State, Event extends { type: string; data: object }>(spec: StateFoldSpec<State, Event>): StateFold<State> => {
  const types: ReadonlySet<string> = new Set(spec.eventTypes);
  type Recorded = RecordedEvent & Event;
  // Ids come from events: one that is no uuid has no row in any store (and would fail the SQL uuid key).
  const mine = (events: readonly RecordedEvent[]): Recorded[] =>
    events.filter((event): event is Recorded => types.has(event.type)).filter((event) => UUID.test(spec.idOf(event)));
  const evolve = (row: StateRow<State> | null, event: Recorded): StateRow<State> | null => {
    if (event.type === spec.creationType ? row !== null : !row || event.streamVersion <= row.version) return row;
    const state = spec.evolve(row?.state ?? spec.initial(), event);
    if (!spec.exists(state)) return row;
    const at = event.metadata.occurredAt;
    return { id: spec.idOf(event), state, version: event.streamVersion, created_at: row?.created_at ?? at, updated_at: at, last_position: event.globalPosition };
  };
  return {
    handles: (type) => types.has(type),
    idsOf: (events) => [...new Set(mine(events).map(spec.idOf))],
    fold: (stored, events) => [...foldRows(byKey(stored, (row) => row.id), mine(events), spec.idOf, evolve).values()],
  };
};

/** A read model of one table, one row per record, folded by `stateFold`. */
export const stateProjector = <State, Event extends { type: string; data: object }>(
  spec: StateProjectorSpec<State, Event>,
): Projector => {
  const { handles, idsOf, fold } = stateFold(spec);
  return {
    name: spec.name,
    version: spec.version,
    tables: [spec.table],
    createTables: spec.createTables,
    handles,
    async apply(tx, events, tables) {
      const table = tables[spec.table] ?? spec.table;
      const stored = await loadRows<StateRow<State>>(tx, table, ['id', 'uuid'], idsOf(events));
      const rows = fold(stored, events).map((row) => ({ ...row, ...spec.columns(row.state) }));
      await upsertRows(tx, table, rows, { conflict: ['id'] });
    },
  };
};
