import { evolveSavedSearch, initialSavedSearchState, savedSearchEventTypes, type SavedSearchEvent, type SavedSearchState } from '@careledger/domain';
import { loadRows, upsertRows, type RecordedEvent } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const SAVED_SEARCHES_SCHEMA_VERSION = 1;

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
  version: SAVED_SEARCHES_SCHEMA_VERSION,
  tables: ['saved_searches'],
  createTables: savedSearchTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const mine = events.filter(isRecordedSavedSearchEvent);
    const idOf = (event: RecordedSavedSearchEvent): string => event.data.ownerKey;
    const stored = await loadRows<SavedSearchRecord>(tx, tables.saved_searches, ['id', 'uuid'], [...new Set(mine.map(idOf))]);
    const changed = foldRows(byKey(stored, (row) => row.id), mine, idOf, evolve);
    await upsertRows(tx, tables.saved_searches, [...changed.values()], { conflict: ['id'] });
  },
};
