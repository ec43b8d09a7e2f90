import type { ProductId } from '../catalog/products';
import type { Event } from '../shared/event';

export const HUB_STREAM_CATEGORY = 'hub';
export const hubStreamId = (hubId: string): string => `${HUB_STREAM_CATEGORY}-${hubId}`;

export interface HubAddress {
  street: string;
  city: string;
  /** Province or state. */
  province: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** The person who runs the home day to day. */
export interface HubLead {
  name: string;
  email: string | null;
  phone: string | null;
}

/** What `update` may change; coordinates travel with every change so a map never goes stale. */
export interface HubDetails {
  name: string;
  address: HubAddress;
  latitude: number;
  longitude: number;
  productId: ProductId;
}

/** A hub event as it is scheduled: instants are ISO-8601 with a zone, as the client sent them. */
export interface HubEventSchedule {
  title: string;
  startsAt: string;
  endsAt: string;
  description: string | null;
}

interface HubRef {
  hubId: string;
}

interface HubEventRef extends HubRef {
  eventId: string;
}

export type HubCreated = Event<
  'HubCreated',
  HubRef & HubDetails & { hubLead: HubLead; capacity: number; agencyId: string | null; createdBy: string }
>;
export type HubDetailsUpdated = Event<'HubDetailsUpdated', HubRef & HubDetails>;
export type HubCapacityChanged = Event<'HubCapacityChanged', HubRef & { capacity: number; previousCapacity: number }>;
export type HubLeadAssigned = Event<'HubLeadAssigned', HubRef & { hubLead: HubLead; previousHubLead: HubLead }>;
export type HubDeactivated = Event<'HubDeactivated', HubRef & { reason: string | null }>;
export type HubReactivated = Event<'HubReactivated', HubRef>;
export type HubEventAdded = Event<'HubEventAdded', HubEventRef & HubEventSchedule>;
export type HubEventUpdated = Event<'HubEventUpdated', HubEventRef & HubEventSchedule>;
export type HubEventCancelled = Event<'HubEventCancelled', HubEventRef & { reason: string | null }>;

export type HubEvent =
  | HubCreated
  | HubDetailsUpdated
  | HubCapacityChanged
  | HubLeadAssigned
  | HubDeactivated
  | HubReactivated
  | HubEventAdded
  | HubEventUpdated
  | HubEventCancelled;

export type HubEventType = HubEvent['type'];

export const hubEventTypes: readonly HubEventType[] = [
  'HubCreated',
  'HubDetailsUpdated',
  'HubCapacityChanged',
  'HubLeadAssigned',
  'HubDeactivated',
  'HubReactivated',
  'HubEventAdded',
  'HubEventUpdated',
  'HubEventCancelled',
];

export const isHubEvent = (event: Event): event is HubEvent => hubEventTypes.includes(event.type as HubEventType);
