import { useMemo } from 'react';
import countries from './countries-basemap.json';
import type { BBox } from './clusters';
import { project, visibleBox, type MapView, type Size } from './viewport';

interface Ring {
  /** lng, lat, lng, lat, ... */
  coordinates: readonly number[];
  bbox: BBox;
}

const boundsOf = (flat: readonly number[]): BBox => {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (let index = 0; index < flat.length; index += 2) {
    const lng = flat[index] ?? 0;
    const lat = flat[index + 1] ?? 0;
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
};

// Read once per page: the boxes let a view skip every country it does not touch.
const RINGS: readonly Ring[] = countries.rings.map((coordinates) => ({ coordinates, bbox: boundsOf(coordinates) }));

interface City {
  name: string;
  lat: number;
  lng: number;
}

const CITIES: readonly City[] = (countries.cities as [string, number, number][]).map(([name, lng, lat]) => ({ name, lat, lng }));
// Below this zoom the names would pile up over each other.
const CITY_NAMES_ZOOM = 6;

const overlaps = (a: BBox, b: BBox): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** One SVG path of the countries a view touches, in the view's screen pixels. */
const pathOf = (view: MapView, size: Size): string => {
  const seen = visibleBox(view, size, 64);
  const parts: string[] = [];
  for (const ring of RINGS) {
    if (!overlaps(ring.bbox, seen)) continue;
    const { coordinates } = ring;
    for (let index = 0; index < coordinates.length; index += 2) {
      const { x, y } = project(view, size, { lng: coordinates[index] ?? 0, lat: coordinates[index + 1] ?? 0 });
      parts.push(`${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
    }
    parts.push('Z');
  }
  return parts.join('');
};

/**
 * The offline basemap under the markers: the coasts and borders of the demo markets (Natural
 * Earth, shipped with the console) and their cities' names once zoomed in, so a map without a
 * street-map key is never a blank grid.
 */
export default function Basemap({ view, size }: { view: MapView; size: Size }) {
  const path = useMemo(() => pathOf(view, size), [view, size]);
  const seen = visibleBox(view, size);
  const cities = view.zoom < CITY_NAMES_ZOOM ? [] : CITIES.filter((city) => city.lng >= seen[0] && city.lng <= seen[2] && city.lat >= seen[1] && city.lat <= seen[3]);
  return (
    <svg
      data-basemap="countries"
      aria-hidden="true"
      width={size.width}
      height={size.height}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
    >
      {path !== '' && <path d={path} fill="#f5f2ea" stroke="#a9a290" strokeWidth={1} strokeLinejoin="round" fillRule="evenodd" />}
      {cities.map((city) => {
        const { x, y } = project(view, size, city);
        return (
          <g key={city.name} data-basemap-city={city.name}>
            <circle cx={x} cy={y} r={3} fill="#8a8372" />
            <text x={x + 6} y={y + 4} fontSize={12} fill="#5f5848" fontFamily="inherit">
              {city.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
