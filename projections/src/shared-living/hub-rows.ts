import { assertNever, type HubEvent } from '@careledger/domain';
import type { HubEventRow, HubRow, RecordedEvent } from '@careledger/storage';
import { stamp } from '../engine/stream-stamp';

export type RecordedHubEvent = Omit<RecordedEvent, 'type' | 'data'> & HubEvent;

export const hubEventKey = (hubId: string, eventId: string): string => `${hubId}/${eventId}`;

/** The hub row after `event`; events it already reflects, or of a hub never created, leave it. */
export const evolveHub = (row: HubRow | null, event: RecordedHubEvent): HubRow | null => {
  const { data } = event;
  if (event.type === 'HubCreated') {
    if (row) return row;
    const { address, hubLead } = event.data;
    return {
      id: data.hubId, name: event.data.name, product_id: event.data.productId,
      street: address.street, city: address.city, province: address.province, postal_code: address.postalCode, country: address.country,
      latitude: event.data.latitude, longitude: event.data.longitude, capacity: event.data.capacity,
      lead_name: hubLead.name, lead_email: hubLead.email, lead_phone: hubLead.phone,
      agency_id: event.data.agencyId, active: true, deactivation_reason: null,
      created_by: event.data.createdBy, created_at: event.metadata.occurredAt, ...stamp(event),
    };
  }
  if (!row || event.streamVersion <= row.version) return row;
  const touched = (change: Partial<HubRow>): HubRow => ({ ...row, ...change, ...stamp(event) });
  switch (event.type) {
    case 'HubDetailsUpdated': {
      const { address } = event.data;
      return touched({
        name: event.data.name, product_id: event.data.productId, latitude: event.data.latitude, longitude: event.data.longitude,
        street: address.street, city: address.city, province: address.province, postal_code: address.postalCode, country: address.country,
      });
    }
    case 'HubCapacityChanged':
      return touched({ capacity: event.data.capacity });
    case 'HubLeadAssigned':
      return touched({ lead_name: event.data.hubLead.name, lead_email: event.data.hubLead.email, lead_phone: event.data.hubLead.phone });
    case 'HubDeactivated':
      return touched({ active: false, deactivation_reason: event.data.reason });
    case 'HubReactivated':
      return touched({ active: true, deactivation_reason: null });
    // The calendar lives in its own table; the hub's version still moves.
    case 'HubEventAdded':
    case 'HubEventUpdated':
    case 'HubEventCancelled':
      return touched({});
    default:
      return assertNever(event);
  }
};

/** A hub calendar entry after `event` (only the calendar events change it). */
export const evolveHubEvent = (row: HubEventRow | null, event: RecordedHubEvent): HubEventRow | null => {
  const at = { updated_at: event.metadata.occurredAt, last_position: event.globalPosition };
  if (event.type === 'HubEventAdded' || event.type === 'HubEventUpdated') {
    const { hubId, eventId, title, description, startsAt, endsAt } = event.data;
    if (event.type === 'HubEventUpdated' && !row) return null;
    return {
      status: 'active', cancel_reason: null, created_at: event.metadata.occurredAt, ...row,
      hub_id: hubId, event_id: eventId, title, description, starts_at: startsAt, ends_at: endsAt, ...at,
    };
  }
  if (event.type === 'HubEventCancelled') return row ? { ...row, status: 'cancelled', cancel_reason: event.data.reason, ...at } : null;
  return row;
};
