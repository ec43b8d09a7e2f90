export { searchProjector } from './search-projector';
export { searchLocationTables } from './search-location-table';
