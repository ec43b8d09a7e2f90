import Supercluster, { type ClusterProperties } from 'supercluster';
import { mapClustering } from '@careledger/domain';

/** One place to show: `label` names its marker for every reader, sighted or not. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
}

/** West, south, east, north, in degrees: what supercluster asks for. */
export type BBox = [west: number, south: number, east: number, north: number];

export type MapMarker =
  | { kind: 'point'; key: string; lat: number; lng: number; point: MapPoint }
  | { kind: 'cluster'; key: string; lat: number; lng: number; count: number; expansionZoom: number };

interface PointProperties {
  point: MapPoint;
}

export type ClusterIndex = Supercluster<PointProperties>;

const isCluster = (properties: object): properties is ClusterProperties => 'cluster' in properties && properties.cluster === true;

/** SPEC.md section 9: radius 40, maximum zoom 16, on every map of the console. */
export const createClusterIndex = (points: readonly MapPoint[]): ClusterIndex =>
  new Supercluster<PointProperties>({ radius: mapClustering.radius, maxZoom: mapClustering.maxZoom }).load(
    points.map((point) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [point.lng, point.lat] }, properties: { point } })),
  );

/** The clusters and single points inside `bbox` at `zoom`. */
export const markersIn = (index: ClusterIndex, bbox: BBox, zoom: number): MapMarker[] =>
  index.getClusters(bbox, Math.floor(zoom)).map((feature): MapMarker => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const { properties } = feature;
    if (isCluster(properties)) {
      const id = properties.cluster_id;
      return { kind: 'cluster', key: `cluster-${id}`, lat, lng, count: properties.point_count, expansionZoom: index.getClusterExpansionZoom(id) };
    }
    const { point } = properties;
    return { kind: 'point', key: `point-${point.id}`, lat: point.lat, lng: point.lng, point };
  });

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface ClusterMapProps {
  points: readonly MapPoint[];
  /** Called with a point's `id` when its marker is chosen (clusters zoom in instead). */
  onSelect: (id: string) => void;
  /** The point to highlight, e.g. the row chosen in a list beside the map. */
  selectedId?: string | undefined;
  /** Names the map region, e.g. "Map of the results". */
  label: string;
  height?: number | string | Partial<Record<Breakpoint, number | string>>;
}
