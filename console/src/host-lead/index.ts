// List is a route screen, loaded lazily by the router straight from its file.
export { HostLeadActions } from './actions';
export { AdminHostLeadsRedirect } from './AdminRedirect';
export { HostLeadFilters, listParamsFrom, searchFrom } from './filters';
export { availableHostLeadActions, hostLeadFromHistory, type HostLeadDetail } from './lead';
export { hostLeadKeys } from './queries';
export { HostLeadStatusChip } from './status';
