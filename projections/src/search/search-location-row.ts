import { AgencyStanding, assertNever, Product, SearchType, type AgencyEvent, type HubEvent, type ProductId, type SearchTypeId } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import { stamp } from '../engine/stream-stamp';

export type RecordedSearchableEvent = Omit<RecordedEvent, 'type' | 'data'> & (AgencyEvent | HubEvent);

export interface SearchLocationRow extends Record<string, unknown> {
  id: string;
  kind: SearchTypeId;
  listed: boolean;
  name: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  province: string;
  country: string | null;
  /** Ascending care service ids; empty for hubs. */
  care_service_ids: readonly number[];
  capacity: number | null;
  version: number;
  updated_at: string;
  last_position: number;
}

const kindOfProduct = (productId: ProductId): SearchTypeId => (productId === Product.DAY_PROGRAM ? SearchType.DAY_PROGRAM : SearchType.SHARED_LIVING);

const coordinatesOf = (place: { latitude?: number; longitude?: number }) => ({ latitude: place.latitude ?? null, longitude: place.longitude ?? null });

const touched = (row: SearchLocationRow, event: RecordedSearchableEvent, change: Partial<SearchLocationRow>): SearchLocationRow => ({
  ...row,
  ...change,
  ...stamp(event),
});

/**
 * The row after `event`. An event the row already reflects, or of a record never created, leaves
 * it as is. A terminated agency or a deactivated hub stays, unlisted, so it can come back.
 */
export const evolveSearchLocation = (row: SearchLocationRow | null, event: RecordedSearchableEvent): SearchLocationRow | null => {
  if (event.type === 'AgencyRegistered') {
    if (row) return row;
    const { data } = event;
    return {
      id: data.agencyId, kind: SearchType.HOMECARE, listed: data.standing !== AgencyStanding.TERMINATED, name: data.name,
      ...coordinatesOf(data.address), city: data.address.city, province: data.address.province, country: null,
      care_service_ids: [...data.careServiceIds], capacity: null, ...stamp(event),
    };
  }
  if (event.type === 'HubCreated') {
    if (row) return row;
    const { data } = event;
    return {
      id: data.hubId, kind: kindOfProduct(data.productId), listed: true, name: data.name,
      latitude: data.latitude, longitude: data.longitude, city: data.address.city, province: data.address.province, country: data.address.country,
      care_service_ids: [], capacity: data.capacity, ...stamp(event),
    };
  }
  if (!row || event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'AgencyProfileUpdated': {
      const { name, address } = event.data.changes;
      return touched(row, event, { ...(name === undefined ? {} : { name }), ...(address ? { ...coordinatesOf(address), city: address.city, province: address.province } : {}) });
    }
    case 'AgencyCareTypesSet':
      return touched(row, event, { care_service_ids: [...event.data.careServiceIds] });
    case 'AgencyStandingChanged':
    case 'AgencyReinstated':
      return touched(row, event, { listed: event.data.level !== AgencyStanding.TERMINATED });
    case 'HubDetailsUpdated': {
      const { data } = event;
      return touched(row, event, {
        kind: kindOfProduct(data.productId), name: data.name, latitude: data.latitude, longitude: data.longitude,
        city: data.address.city, province: data.address.province, country: data.address.country,
      });
    }
    case 'HubCapacityChanged':
      return touched(row, event, { capacity: event.data.capacity });
    case 'HubDeactivated':
      return touched(row, event, { listed: false });
    case 'HubReactivated':
      return touched(row, event, { listed: true });
    // Nothing a search shows; the version still moves.
    case 'AgencyInternalFlagChanged':
    case 'HubLeadAssigned':
    case 'HubEventAdded':
    case 'HubEventUpdated':
    case 'HubEventCancelled':
      return touched(row, event, {});
    default:
      return assertNever(event);
  }
};

/** Hub events may name an agency too (the one that runs the home): the hub id decides. */
export const recordIdOf = (event: RecordedSearchableEvent): string => ('hubId' in event.data ? event.data.hubId : event.data.agencyId);
