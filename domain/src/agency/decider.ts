import type { CareServiceId } from '../catalog/care-services';
import { AgencyStanding } from '../catalog/people';
import { assertNever, type Decider } from '../shared/decider';
import type { AgencyCommand } from './commands';
import {
  agencyAlreadyExists,
  agencyNotFound,
  agencyNotTerminated,
  agencyProfileUnchanged,
  agencyTerminated,
  agencyCareTypesUnchanged,
  agencyInternalFlagUnchanged,
  agencyStandingUnchanged,
} from './errors';
import type { AgencyEvent, AgencyProfile } from './events';
import { evolveAgency, initialAgencyState, isAgencyTerminated, type AgencyState, type RegisteredAgency } from './state';

const existing = (state: AgencyState, agencyId: string): RegisteredAgency => {
  if (state.status === 'none') throw agencyNotFound(agencyId);
  return state;
};

const ascending = (ids: readonly CareServiceId[]): CareServiceId[] => [...new Set(ids)].sort((left, right) => left - right);

const sameIds = (left: readonly CareServiceId[], right: readonly CareServiceId[]): boolean =>
  left.length === right.length && left.every((id, index) => id === right[index]);

/** Only the fields whose value differs: an event never records a change that changed nothing. */
const profileChanges = (agency: RegisteredAgency, changes: Partial<AgencyProfile>): Partial<AgencyProfile> => {
  const differs = (key: keyof AgencyProfile): boolean =>
    changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(agency[key]);
  return Object.fromEntries((Object.keys(changes) as (keyof AgencyProfile)[]).filter(differs).map((key) => [key, changes[key]]));
};

export const decideAgency = (command: AgencyCommand, state: AgencyState): AgencyEvent[] => {
  const { agencyId } = command.data;
  switch (command.type) {
    case 'RegisterAgency':
      if (state.status !== 'none') throw agencyAlreadyExists(agencyId);
      return [
        {
          type: 'AgencyRegistered',
          data: {
            ...command.data,
            careServiceIds: ascending(command.data.careServiceIds),
            standing: AgencyStanding.GOOD,
            createdBy: command.metadata.actorId,
          },
        },
      ];
    case 'UpdateAgencyProfile': {
      const changes = profileChanges(existing(state, agencyId), command.data.changes);
      if (Object.keys(changes).length === 0) throw agencyProfileUnchanged();
      return [{ type: 'AgencyProfileUpdated', data: { agencyId, changes } }];
    }
    case 'SetAgencyCareTypes': {
      const agency = existing(state, agencyId);
      if (isAgencyTerminated(agency)) throw agencyTerminated('change the care types it provides');
      const careServiceIds = ascending(command.data.careServiceIds);
      if (sameIds(careServiceIds, agency.careServiceIds)) throw agencyCareTypesUnchanged();
      return [{ type: 'AgencyCareTypesSet', data: { agencyId, careServiceIds, previousCareServiceIds: agency.careServiceIds } }];
    }
    case 'ChangeAgencyStanding': {
      const agency = existing(state, agencyId);
      if (isAgencyTerminated(agency)) throw agencyTerminated('change standing');
      if (agency.standing === command.data.level) throw agencyStandingUnchanged(agency.standing);
      return [
        {
          type: 'AgencyStandingChanged',
          data: { agencyId, level: command.data.level, previousLevel: agency.standing, reason: command.data.reason },
        },
      ];
    }
    case 'ReinstateAgency': {
      const agency = existing(state, agencyId);
      if (!isAgencyTerminated(agency)) throw agencyNotTerminated(agency.standing);
      return [{ type: 'AgencyReinstated', data: { agencyId, level: AgencyStanding.PROBATIONARY, reason: command.data.reason } }];
    }
    case 'SetAgencyInternal': {
      const agency = existing(state, agencyId);
      if (agency.isInternal === command.data.isInternal) throw agencyInternalFlagUnchanged(agency.isInternal);
      return [{ type: 'AgencyInternalFlagChanged', data: { agencyId, isInternal: command.data.isInternal } }];
    }
    default:
      return assertNever(command);
  }
};

export const agencyDecider: Decider<AgencyState, AgencyCommand, AgencyEvent> = {
  initialState: initialAgencyState,
  evolve: evolveAgency,
  decide: decideAgency,
};
