import { useMemo } from 'react';
import type { Hub } from '../api';
import { ClusterMap, type MapPoint } from '../map';

export type HubLocation = Pick<Hub, 'id' | 'name' | 'latitude' | 'longitude' | 'active'>;

interface HubMapProps {
  /** The hubs to place: a list page's rows, or the one hub of a detail page. */
  hubs: readonly HubLocation[];
  /** What the map shows, for its accessible name. */
  label: string;
  /** Opens a hub from its marker; without it, markers only show where the hubs are. */
  onOpen?: (id: string) => void;
  height?: number;
}

/** The hubs on a clustered map (DESIGN.md section 7: supercluster markers, radius 40, max zoom 16). */
export function HubMap({ hubs, label, onOpen, height = 320 }: HubMapProps) {
  const points = useMemo(
    () =>
      hubs
        .filter((hub) => Number.isFinite(hub.latitude) && Number.isFinite(hub.longitude))
        .map((hub): MapPoint => ({ id: hub.id, lat: hub.latitude, lng: hub.longitude, label: hub.name })),
    [hubs],
  );
  if (points.length === 0) return null;
  return <ClusterMap points={points} label={label} height={height} onSelect={(id) => onOpen?.(id)} />;
}
