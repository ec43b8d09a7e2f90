import { agencyEventTypes, hubEventTypes } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import type { Projector } from '../engine/projector';
import { loadRows, upsertRows } from '../shared-living/row-store';
import { evolveSearchLocation, recordIdOf, type RecordedSearchableEvent, type SearchLocationRow } from './search-location-row';
import { SEARCH_LOCATION_COLUMNS, searchLocationTables } from './search-location-table';

const types: ReadonlySet<string> = new Set<string>([...agencyEventTypes, ...hubEventTypes]);
const isSearchable = (event: RecordedEvent): event is RecordedEvent & RecordedSearchableEvent => types.has(event.type);

/** The location search read model: homecare agencies, shared-living homes and day programs on one map. */
export const searchProjector: Projector<'search_locations'> = {
  name: 'search_locations',
  version: 1,
  tables: ['search_locations'],
  createTables: searchLocationTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const searchable = events.filter(isSearchable);
    const ids = [...new Set(searchable.map(recordIdOf))];
    const stored = await loadRows<SearchLocationRow>(tx, tables.search_locations, SEARCH_LOCATION_COLUMNS, 'id', ids);
    const rows = new Map(stored.map((row) => [row.id, row]));
    const changed = new Map<string, SearchLocationRow>();
    for (const event of searchable) {
      const before = rows.get(recordIdOf(event)) ?? null;
      const after = evolveSearchLocation(before, event);
      if (!after || after === before) continue;
      rows.set(after.id, after);
      changed.set(after.id, after);
    }
    // jsonb travels as JSON text: a nested JS array would become a two-dimensional SQL array.
    const written = [...changed.values()].map((row) => ({ ...row, care_service_ids: JSON.stringify(row.care_service_ids) }));
    await upsertRows(tx, tables.search_locations, SEARCH_LOCATION_COLUMNS, ['id'], written);
  },
};
