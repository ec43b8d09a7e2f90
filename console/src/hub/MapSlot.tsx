import type { Hub } from '../api';

export type HubLocation = Pick<Hub, 'id' | 'name' | 'latitude' | 'longitude' | 'active'>;

interface HubMapSlotProps {
  /** The hubs to place: a list page's rows, or the one hub of a detail page. */
  hubs: readonly HubLocation[];
  /** What the map shows, for its accessible name. */
  label: string;
}

/**
 * Where the hubs' map goes (DESIGN.md section 7: supercluster markers, radius 40, max zoom 16).
 * The map is built separately and replaces this body; until then the slot takes no room.
 */
export function HubMapSlot(_props: HubMapSlotProps) {
  return null;
}
