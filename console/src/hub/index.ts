// List and Show are route screens, loaded lazily by the router straight from their files.
export { HubClusters } from './Clusters';
export { HubEvents } from './Events';
export { HubFilters, listParamsFrom, searchFrom } from './filters';
export { HubMap, type HubLocation } from './HubMap';
export { useProductLabel } from './product';
export { hubKeys, useHub } from './queries';
export { HubActiveChip } from './status';
