import { agencyEventTypes, hubEventTypes } from '@careledger/domain';
import { loadRows, upsertRows, type RecordedEvent } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { evolveSearchLocation, recordIdOf, type RecordedSearchableEvent, type SearchLocationRow } from './search-location-row';
import { SEARCH_LOCATIONS_SCHEMA_VERSION, searchLocationTables } from './search-location-table';

const types: ReadonlySet<string> = new Set<string>([...agencyEventTypes, ...hubEventTypes]);
const isSearchable = (event: RecordedEvent): event is RecordedEvent & RecordedSearchableEvent => types.has(event.type);

/** The location search read model: homecare agencies, shared-living homes and day programs on one map. */
export const searchProjector: Projector<'search_locations'> = {
  name: 'search_locations',
  version: SEARCH_LOCATIONS_SCHEMA_VERSION,
  tables: ['search_locations'],
  createTables: searchLocationTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const searchable = events.filter(isSearchable);
    const ids = [...new Set(searchable.map(recordIdOf))];
    const stored = await loadRows<SearchLocationRow>(tx, tables.search_locations, ['id', 'uuid'], ids);
    const changed = foldRows(byKey(stored, (row) => row.id), searchable, recordIdOf, evolveSearchLocation);
    await upsertRows(tx, tables.search_locations, [...changed.values()], { conflict: ['id'] });
  },
};
