import { AgencyStanding, type AgencyStandingId } from '../catalog/people';
import type { CareServiceId } from '../catalog/care-services';
import { assertNever } from '../shared/decider';
import type { AgencyEvent, AgencyProfile } from './events';

export interface NoAgency {
  status: 'none';
}

export interface RegisteredAgency extends AgencyProfile {
  status: 'registered';
  agencyId: string;
  isInternal: boolean;
  /** Ascending ids: the care types the agency provides. */
  careServiceIds: readonly CareServiceId[];
  standing: AgencyStandingId;
  /** Why the standing is what it is; null while it is the Level 1 it was registered with. */
  standingReason: string | null;
  createdBy: string;
}

export type AgencyState = NoAgency | RegisteredAgency;

export const initialAgencyState = (): AgencyState => ({ status: 'none' });

export const isAgencyTerminated = (agency: RegisteredAgency): boolean => agency.standing === AgencyStanding.TERMINATED;

const onRecord = (state: AgencyState, change: (agency: RegisteredAgency) => RegisteredAgency): AgencyState =>
  state.status === 'none' ? state : change(state);

export const evolveAgency = (state: AgencyState, event: AgencyEvent): AgencyState => {
  switch (event.type) {
    case 'AgencyRegistered':
      return { status: 'registered', ...event.data, standingReason: null };
    case 'AgencyProfileUpdated':
      return onRecord(state, (agency) => ({ ...agency, ...event.data.changes }));
    case 'AgencyCareTypesSet':
      return onRecord(state, (agency) => ({ ...agency, careServiceIds: event.data.careServiceIds }));
    case 'AgencyStandingChanged':
    case 'AgencyReinstated':
      return onRecord(state, (agency) => ({ ...agency, standing: event.data.level, standingReason: event.data.reason }));
    case 'AgencyInternalFlagChanged':
      return onRecord(state, (agency) => ({ ...agency, isInternal: event.data.isInternal }));
    default:
      return assertNever(event);
  }
};
