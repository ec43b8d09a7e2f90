import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import GoogleMapReact from 'google-map-react';
import { useTranslation } from 'react-i18next';
import { createClusterIndex, markersIn, type BBox, type ClusterMapProps, type MapPoint } from './clusters';
import { ClusterMarker, PointMarker } from './Markers';
import { useElementSize } from './useElementSize';
import { MAX_ZOOM, MIN_ZOOM, clampZoom, fitView, visibleBox, type MapView } from './viewport';

const DEFAULT_SIZE = { width: 640, height: 400 };

interface Shown {
  points: readonly MapPoint[];
  view: MapView;
  bbox: BBox | null;
}

/** google-map-react places each child by its `lat` and `lng` props; the marker inside needs neither. */
function Anchor({ children }: { lat: number; lng: number; children: ReactNode }) {
  return children;
}

/** The street map, loaded only when a key is configured (see googleMapsKey.ts). */
export default function GoogleMap({ apiKey, points, onSelect, selectedId, label, height = 400 }: ClusterMapProps & { apiKey: string }) {
  const { i18n } = useTranslation();
  const [measure, size] = useElementSize(DEFAULT_SIZE);
  const index = useMemo(() => createClusterIndex(points), [points]);
  const [shown, setShown] = useState<Shown | null>(null);
  const current = shown?.points === points ? shown : null;
  const view = current?.view ?? fitView(points, size);
  const markers = markersIn(index, current?.bbox ?? visibleBox(view, size), view.zoom);
  const show = (next: MapView) => setShown({ points, view: { center: next.center, zoom: clampZoom(next.zoom) }, bbox: current?.bbox ?? null });

  return (
    <Box ref={measure} role="region" aria-label={label} sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden' }}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey, language: i18n.resolvedLanguage ?? i18n.language }}
        center={view.center}
        zoom={view.zoom}
        options={{ clickableIcons: false, fullscreenControl: false, streetViewControl: false, mapTypeControl: false, minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM }}
        onChange={({ center, zoom, bounds }) =>
          setShown({ points, view: { center, zoom }, bbox: [bounds.nw.lng, bounds.se.lat, bounds.se.lng, bounds.nw.lat] })
        }
      >
        {markers.map((marker) => (
          <Anchor key={marker.key} lat={marker.lat} lng={marker.lng}>
            {marker.kind === 'cluster' ? (
              <ClusterMarker count={marker.count} onOpen={() => show({ center: { lat: marker.lat, lng: marker.lng }, zoom: marker.expansionZoom })} />
            ) : (
              <PointMarker label={marker.point.label} selected={marker.point.id === selectedId} onSelect={() => onSelect(marker.point.id)} />
            )}
          </Anchor>
        ))}
      </GoogleMapReact>
    </Box>
  );
}
