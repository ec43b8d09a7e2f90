export { ClusterMap } from './ClusterMap';
export type { ClusterMapProps, MapPoint } from './clusters';
