import type { HostLeadStatusId } from '@careledger/domain';
import type { DriverInstant } from './instant';

/** One row of `shared_living_hubs`. */
export interface HubRow<Instant extends DriverInstant = string> {
  id: string;
  name: string;
  product_id: number;
  street: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  capacity: number;
  lead_name: string;
  lead_email: string | null;
  lead_phone: string | null;
  agency_id: string | null;
  active: boolean;
  deactivation_reason: string | null;
  created_by: string;
  created_at: Instant;
  updated_at: Instant;
  version: number;
  last_position: number;
}

/** One entry of a hub's calendar (`hub_events`). */
export interface HubEventRow<Instant extends DriverInstant = string> {
  hub_id: string;
  event_id: string;
  title: string;
  description: string | null;
  starts_at: Instant;
  ends_at: Instant;
  status: 'active' | 'cancelled';
  cancel_reason: string | null;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}

/** One lead of a would-be host (`host_leads`). */
export interface HostLeadRow<Instant extends DriverInstant = string> {
  id: string;
  status: HostLeadStatusId;
  lead_location_id: string;
  contact_name: string;
  email: string;
  phone: string | null;
  city: string | null;
  product_id: number;
  notes: string | null;
  hub_id: string | null;
  reject_reason: string | null;
  captured_by: string;
  created_at: Instant;
  updated_at: Instant;
  version: number;
  last_position: number;
}

/** One row of `shared_living_clusters`; its hubs are rows of `shared_living_cluster_hubs`. */
export interface ClusterRow<Instant extends DriverInstant = string> {
  id: string;
  name: string;
  created_by: string;
  created_at: Instant;
  updated_at: Instant;
  version: number;
  last_position: number;
}
