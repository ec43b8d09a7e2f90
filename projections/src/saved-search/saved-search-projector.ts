import { evolveSavedSearch, initialSavedSearchState, savedSearchEventTypes, type SavedSearchEvent, type SavedSearchState } from '@careledger/domain';
import type { RecordedEvent, SqlExecutor } from '@careledger/storage';
import type { Projector } from '../engine/projector';

/** DDL of `saved_searches`: looked up by owner only, so the primary key is the one index. */
export const savedSearchTables = (suffix: string): string => `
    CREATE TABLE IF NOT EXISTS saved_searches${suffix} (
      id uuid PRIMARY KEY,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );`;

interface SavedSearchRecord {
  id: string;
  state: SavedSearchState;
  version: number;
  created_at: string;
  updated_at: string;
  last_position: number;
}

const types: ReadonlySet<string> = new Set(savedSearchEventTypes);
type RecordedSavedSearchEvent = RecordedEvent & SavedSearchEvent;
const isRecordedSavedSearchEvent = (event: RecordedEvent): event is RecordedSavedSearchEvent => types.has(event.type);

// Rows travel as JSON both ways: instants keep their microseconds, as a replay writes them.
const load = async (tx: SqlExecutor, table: string, ids: readonly string[]): Promise<Map<string, SavedSearchRecord>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<{ row: SavedSearchRecord }>(`SELECT to_jsonb(s) AS row FROM ${table} s WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map(({ row }) => [row.id, { ...row, last_position: Number(row.last_position) }]));
};

/** The record after `event`; an event it already reflects leaves it as is (replaying a batch is harmless). */
const evolve = (record: SavedSearchRecord | null, event: RecordedSavedSearchEvent): SavedSearchRecord | null => {
  if (record && event.streamVersion <= record.version) return record;
  const at = event.metadata.occurredAt;
  return {
    id: event.data.ownerKey,
    state: evolveSavedSearch(record?.state ?? initialSavedSearchState(), event),
    version: event.streamVersion,
    created_at: record?.created_at ?? at,
    updated_at: at,
    last_position: event.globalPosition,
  };
};

/**
 * The saved searches of one owner (a user or an anonymous visitor): the three searches and the
 * current search type. An owner's stream has no creating event: whichever save comes first opens it.
 */
export const savedSearchProjector: Projector<'saved_searches'> = {
  name: 'saved_searches',
  version: 1,
  tables: ['saved_searches'],
  createTables: savedSearchTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const mine = events.filter(isRecordedSavedSearchEvent);
    const stored = await load(tx, tables.saved_searches, [...new Set(mine.map((event) => event.data.ownerKey))]);
    const changed = new Map<string, SavedSearchRecord>();
    for (const event of mine) {
      const id = event.data.ownerKey;
      const before = changed.get(id) ?? stored.get(id) ?? null;
      const after = evolve(before, event);
      if (after && after !== before) changed.set(id, after);
    }
    if (changed.size === 0) return;
    await tx.query(
      `INSERT INTO ${tables.saved_searches} SELECT * FROM jsonb_populate_recordset(NULL::${tables.saved_searches}, $1::jsonb)
         ON CONFLICT (id) DO UPDATE SET state = excluded.state, version = excluded.version, updated_at = excluded.updated_at, last_position = excluded.last_position`,
      [JSON.stringify([...changed.values()])],
    );
  },
};
