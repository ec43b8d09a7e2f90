import { assertNever, type Decider } from '../shared/decider';
import type { HubCommand } from './commands';
import {
  hubAlreadyActive,
  hubAlreadyExists,
  hubAlreadyInactive,
  hubCapacityUnchanged,
  hubDetailsUnchanged,
  hubInactive,
  hubLeadUnchanged,
  hubNotFound,
} from './errors';
import type { HubAddress, HubDetails, HubEvent, HubLead } from './events';
import { decideAddHubEvent, decideCancelHubEvent, decideUpdateHubEvent } from './hub-event-decisions';
import { evolveHub, initialHubState, type ActiveHub, type ExistingHub, type HubState } from './state';

const existing = (state: HubState, hubId: string): ExistingHub => {
  if (state.status === 'none') throw hubNotFound(hubId);
  return state;
};

/** Details, capacity, lead and new events of a deactivated home stay as they were until it reopens. */
const active = (state: HubState, hubId: string): ActiveHub => {
  const hub = existing(state, hubId);
  if (hub.status === 'inactive') throw hubInactive(hubId);
  return hub;
};

const detailsOf = ({ name, address, latitude, longitude, productId }: HubDetails): HubDetails => ({ name, address, latitude, longitude, productId });

const sameAddress = (left: HubAddress, right: HubAddress): boolean =>
  left.street === right.street &&
  left.city === right.city &&
  left.province === right.province &&
  left.postalCode === right.postalCode &&
  left.country === right.country;

const sameDetails = (left: HubDetails, right: HubDetails): boolean =>
  left.name === right.name &&
  sameAddress(left.address, right.address) &&
  left.latitude === right.latitude &&
  left.longitude === right.longitude &&
  left.productId === right.productId;

const sameLead = (left: HubLead, right: HubLead): boolean =>
  left.name === right.name && left.email === right.email && left.phone === right.phone;

export const decideHub = (command: HubCommand, state: HubState): HubEvent[] => {
  const { hubId } = command.data;
  switch (command.type) {
    case 'CreateHub':
      if (state.status !== 'none') throw hubAlreadyExists(hubId);
      return [{ type: 'HubCreated', data: { ...command.data, createdBy: command.metadata.actorId } }];
    case 'UpdateHubDetails': {
      const hub = active(state, hubId);
      const updated = { ...detailsOf(hub), ...command.data.changes };
      if (sameDetails(hub, updated)) throw hubDetailsUnchanged();
      return [{ type: 'HubDetailsUpdated', data: { hubId, ...detailsOf(updated) } }];
    }
    case 'ChangeHubCapacity': {
      const hub = active(state, hubId);
      if (hub.capacity === command.data.capacity) throw hubCapacityUnchanged(hub.capacity);
      return [{ type: 'HubCapacityChanged', data: { hubId, capacity: command.data.capacity, previousCapacity: hub.capacity } }];
    }
    case 'AssignHubLead': {
      const hub = active(state, hubId);
      if (sameLead(hub.hubLead, command.data.hubLead)) throw hubLeadUnchanged(hub.hubLead.name);
      return [{ type: 'HubLeadAssigned', data: { hubId, hubLead: command.data.hubLead, previousHubLead: hub.hubLead } }];
    }
    case 'DeactivateHub':
      if (existing(state, hubId).status === 'inactive') throw hubAlreadyInactive(hubId);
      return [{ type: 'HubDeactivated', data: { hubId, reason: command.data.reason } }];
    case 'ReactivateHub':
      if (existing(state, hubId).status === 'active') throw hubAlreadyActive(hubId);
      return [{ type: 'HubReactivated', data: { hubId } }];
    case 'AddHubEvent':
      return decideAddHubEvent(command, active(state, hubId));
    case 'UpdateHubEvent':
      return decideUpdateHubEvent(command, active(state, hubId));
    case 'CancelHubEvent':
      // Cancelling stays possible on a closed home: it is how its remaining events are called off.
      return decideCancelHubEvent(command, existing(state, hubId));
    default:
      return assertNever(command);
  }
};

export const hubDecider: Decider<HubState, HubCommand, HubEvent> = {
  initialState: initialHubState,
  evolve: evolveHub,
  decide: decideHub,
};
