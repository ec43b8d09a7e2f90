import type { AgencyStandingId } from '../catalog/people';
import type { CareServiceId } from '../catalog/care-services';
import type { Event } from '../shared/event';

export const AGENCY_STREAM_CATEGORY = 'agency';
export const agencyStreamId = (agencyId: string): string => `${AGENCY_STREAM_CATEGORY}-${agencyId}`;

export interface AgencyAddress {
  city: string;
  province: string;
  /** Where the agency is on the search map; both or neither, absent on agencies registered before. */
  latitude?: number;
  longitude?: number;
}

export interface AgencyProfile {
  name: string;
  email: string;
  phone: string | null;
  address: AgencyAddress;
}

interface AgencyRef {
  agencyId: string;
}

export type AgencyRegistered = Event<
  'AgencyRegistered',
  AgencyRef &
    AgencyProfile & {
      isInternal: boolean;
      /** Ascending ids. */
      careServiceIds: readonly CareServiceId[];
      standing: AgencyStandingId;
      createdBy: string;
    }
>;
export type AgencyProfileUpdated = Event<'AgencyProfileUpdated', AgencyRef & { changes: Partial<AgencyProfile> }>;
export type AgencyCareTypesSet = Event<
  'AgencyCareTypesSet',
  AgencyRef & { careServiceIds: readonly CareServiceId[]; previousCareServiceIds: readonly CareServiceId[] }
>;
export type AgencyStandingChanged = Event<
  'AgencyStandingChanged',
  AgencyRef & { level: AgencyStandingId; previousLevel: AgencyStandingId; reason: string }
>;
/** Leaving Level 4 (Terminated): always back to Level 3 (Probationary), never straight to Good. */
export type AgencyReinstated = Event<'AgencyReinstated', AgencyRef & { level: AgencyStandingId; reason: string }>;
export type AgencyInternalFlagChanged = Event<'AgencyInternalFlagChanged', AgencyRef & { isInternal: boolean }>;

export type AgencyEvent =
  | AgencyRegistered
  | AgencyProfileUpdated
  | AgencyCareTypesSet
  | AgencyStandingChanged
  | AgencyReinstated
  | AgencyInternalFlagChanged;

export type AgencyEventType = AgencyEvent['type'];

export const agencyEventTypes: readonly AgencyEventType[] = [
  'AgencyRegistered',
  'AgencyProfileUpdated',
  'AgencyCareTypesSet',
  'AgencyStandingChanged',
  'AgencyReinstated',
  'AgencyInternalFlagChanged',
];

export const isAgencyEvent = (event: Event): event is AgencyEvent => agencyEventTypes.includes(event.type as AgencyEventType);
