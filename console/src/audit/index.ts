// The log and the stream history are route screens, loaded lazily by the router straight from their files.
export { AuditFilters, listParamsFrom, searchFrom } from './filters';
export { EventDialog } from './EventDialog';
export { streamHistoryPath } from './labels';
export { parseStream, stateSourceOf } from './streams';
