export { searchProjector } from './search-projector';
export { SEARCH_LOCATION_COLUMNS, searchLocationTables } from './search-location-table';
