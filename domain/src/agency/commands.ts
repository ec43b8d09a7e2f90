import type { CareServiceId } from '../catalog/care-services';
import type { AgencyStandingId } from '../catalog/people';
import type { Command } from '../shared/command';
import type { AgencyProfile } from './events';

interface AgencyRef {
  agencyId: string;
}

export type RegisterAgency = Command<
  'RegisterAgency',
  AgencyRef & AgencyProfile & { isInternal: boolean; careServiceIds: readonly CareServiceId[] }
>;
export type UpdateAgencyProfile = Command<'UpdateAgencyProfile', AgencyRef & { changes: Partial<AgencyProfile> }>;
export type SetAgencyCareTypes = Command<'SetAgencyCareTypes', AgencyRef & { careServiceIds: readonly CareServiceId[] }>;
export type ChangeAgencyStanding = Command<'ChangeAgencyStanding', AgencyRef & { level: AgencyStandingId; reason: string }>;
export type ReinstateAgency = Command<'ReinstateAgency', AgencyRef & { reason: string }>;
export type SetAgencyInternal = Command<'SetAgencyInternal', AgencyRef & { isInternal: boolean }>;

export type AgencyCommand =
  | RegisterAgency
  | UpdateAgencyProfile
  | SetAgencyCareTypes
  | ChangeAgencyStanding
  | ReinstateAgency
  | SetAgencyInternal;
