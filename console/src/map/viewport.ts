import { mapClustering } from '@careledger/domain';
import type { BBox, MapPoint } from './clusters';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

// Google's tile size: a zoom level means the same on both surfaces, and so does the cluster radius.
const TILE_SIZE = 256;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 18;
const SINGLE_POINT_ZOOM = 13;
// Fitting stops at the deepest clustering level: two homes next door stay one cluster the visitor opens.
const MAX_FIT_ZOOM = mapClustering.maxZoom;
const FIT_PADDING_PX = 48;
const MAX_LATITUDE = 85;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const clampZoom = (zoom: number): number => clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM);

const pixelsPerDegree = (zoom: number) => (TILE_SIZE * 2 ** zoom) / 360;

/**
 * Degrees of latitude are drawn taller than degrees of longitude by 1/cos(latitude) at the view's
 * centre, as Mercator draws them there: distances on screen, and so clusters, match a street map.
 */
const latitudeStretch = (latitude: number) => 1 / Math.cos((clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);

/** Where a place lands on a surface of `size` showing `view` (equirectangular around its centre). */
export const project = (view: MapView, size: Size, point: LatLng): { x: number; y: number } => {
  const scale = pixelsPerDegree(view.zoom);
  return {
    x: size.width / 2 + (point.lng - view.center.lng) * scale,
    y: size.height / 2 - (point.lat - view.center.lat) * scale * latitudeStretch(view.center.lat),
  };
};

/** The part of the world a view shows, widened by `marginPx` on every side, clamped to the globe. */
export const visibleBox = (view: MapView, size: Size, marginPx = 0): BBox => {
  const scale = pixelsPerDegree(view.zoom);
  const halfLng = (size.width / 2 + marginPx) / scale;
  const halfLat = (size.height / 2 + marginPx) / (scale * latitudeStretch(view.center.lat));
  return [
    clamp(view.center.lng - halfLng, -180, 180),
    clamp(view.center.lat - halfLat, -90, 90),
    clamp(view.center.lng + halfLng, -180, 180),
    clamp(view.center.lat + halfLat, -90, 90),
  ];
};

/** The same zoom, moved by a drag or an arrow key of `dx`, `dy` screen pixels. */
export const panBy = (view: MapView, dx: number, dy: number): MapView => {
  const scale = pixelsPerDegree(view.zoom);
  return {
    zoom: view.zoom,
    center: {
      lng: clamp(view.center.lng - dx / scale, -180, 180),
      lat: clamp(view.center.lat + dy / (scale * latitudeStretch(view.center.lat)), -MAX_LATITUDE, MAX_LATITUDE),
    },
  };
};

/** The closest whole zoom that shows every point with some room around them. */
export const fitView = (points: readonly MapPoint[], size: Size): MapView => {
  const [first] = points;
  if (first === undefined) return { center: { lat: 20, lng: 0 }, zoom: MIN_ZOOM };
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const center = { lat: (south + north) / 2, lng: (west + east) / 2 };
  if (north - south < 1e-9 && east - west < 1e-9) return { center, zoom: SINGLE_POINT_ZOOM };
  const usableWidth = Math.max(size.width - 2 * FIT_PADDING_PX, 1);
  const usableHeight = Math.max(size.height - 2 * FIT_PADDING_PX, 1);
  const unit = pixelsPerDegree(0);
  const byWidth = east - west > 0 ? Math.log2(usableWidth / ((east - west) * unit)) : MAX_ZOOM;
  const byHeight = north - south > 0 ? Math.log2(usableHeight / ((north - south) * unit * latitudeStretch(center.lat))) : MAX_ZOOM;
  return { center, zoom: clamp(Math.floor(Math.min(byWidth, byHeight)), MIN_ZOOM, MAX_FIT_ZOOM) };
};
