import { loadRows, upsertRows, type RecordedEvent } from '@careledger/storage';
import { byKey, foldRows } from './fold-rows';
import type { Projector } from './projector';

/** One owner's stream folded whole with the domain's own `evolve`: the row the owner's reads answer from. */
export interface OwnerStateRow<State> {
  id: string;
  state: State;
  version: number;
  created_at: string;
  updated_at: string;
  last_position: number;
}

/** An event of an owner's stream names its owner. */
interface OwnerEvent {
  type: string;
  data: { ownerKey: string };
}

export interface OwnerStateReadModel<Table extends string, State, Event extends OwnerEvent> {
  table: Table;
  version: number;
  /** The owner key's column type: a UUID for saved searches, text where any id may own. */
  idType: 'uuid' | 'text';
  eventTypes: readonly string[];
  initialState(): State;
  evolve(state: State, event: Event): State;
}

/**
 * A read model of one row per owner (saved searches, saved analytics questions): each row is the
 * owner's stream folded with the domain's `evolve`, looked up by owner only, so the primary key is
 * the one index. An owner's stream has no creating event: whichever event comes first opens the row.
 */
export const ownerStateProjector = <Table extends string, State, Event extends OwnerEvent>(model: OwnerStateReadModel<Table, State, Event>): Projector<Table> => {
  type OwnedEvent = RecordedEvent & Event;
  const types: ReadonlySet<string> = new Set(model.eventTypes);
  const isMine = (event: RecordedEvent): event is OwnedEvent => types.has(event.type);
  const ownerOf = (event: OwnedEvent): string => event.data.ownerKey;
  // An event the row already reflects leaves it as is: replaying a batch is harmless.
  const evolve = (row: OwnerStateRow<State> | null, event: OwnedEvent): OwnerStateRow<State> | null => {
    if (row && event.streamVersion <= row.version) return row;
    const at = event.metadata.occurredAt;
    return {
      id: ownerOf(event),
      state: model.evolve(row?.state ?? model.initialState(), event),
      version: event.streamVersion,
      created_at: row?.created_at ?? at,
      updated_at: at,
      last_position: event.globalPosition,
    };
  };
  return {
    name: model.table,
    version: model.version,
    tables: [model.table],
    createTables: (suffix) => `
    CREATE TABLE IF NOT EXISTS ${model.table}${suffix} (
      id ${model.idType} PRIMARY KEY,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );`,
    handles: (type) => types.has(type),
    async apply(tx, events, tables) {
      const mine = events.filter(isMine);
      const table = tables[model.table];
      const stored = await loadRows<OwnerStateRow<State>>(tx, table, ['id', model.idType], [...new Set(mine.map(ownerOf))]);
      const changed = foldRows(byKey(stored, (row) => row.id), mine, ownerOf, evolve);
      await upsertRows(tx, table, [...changed.values()], { conflict: ['id'] });
    },
  };
};
