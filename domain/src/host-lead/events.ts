import type { ProductId } from '../catalog/products';
import type { LeadLocationId } from '../catalog/referrals';
import type { Event } from '../shared/event';
import type { OpenHostLeadStatus } from './statuses';

export const HOST_LEAD_STREAM_CATEGORY = 'hostlead';
export const hostLeadStreamId = (hostLeadId: string): string => `${HOST_LEAD_STREAM_CATEGORY}-${hostLeadId}`;

/** What a person left on one of the landing forms. */
export interface HostLeadContact {
  leadLocationId: LeadLocationId;
  contactName: string;
  email: string;
  phone: string | null;
  city: string | null;
  /** The product the would-be host is interested in offering. */
  productId: ProductId;
  notes: string | null;
}

interface HostLeadRef {
  hostLeadId: string;
}

export type HostLeadCaptured = Event<'HostLeadCaptured', HostLeadRef & HostLeadContact & { capturedBy: string }>;
export type HostLeadQualified = Event<'HostLeadQualified', HostLeadRef>;
export type HostLeadConverted = Event<'HostLeadConverted', HostLeadRef & { hubId: string }>;
export type HostLeadRejected = Event<'HostLeadRejected', HostLeadRef & { reason: string; previousStatus: OpenHostLeadStatus }>;

export type HostLeadEvent = HostLeadCaptured | HostLeadQualified | HostLeadConverted | HostLeadRejected;

export type HostLeadEventType = HostLeadEvent['type'];

export const hostLeadEventTypes: readonly HostLeadEventType[] = ['HostLeadCaptured', 'HostLeadQualified', 'HostLeadConverted', 'HostLeadRejected'];

export const isHostLeadEvent = (event: Event): event is HostLeadEvent => hostLeadEventTypes.includes(event.type as HostLeadEventType);
