import { assertNever } from '../shared/decider';
import type { HubDetails, HubEvent, HubEventSchedule, HubLead } from './events';

export interface ScheduledHubEvent extends HubEventSchedule {
  status: 'scheduled';
  eventId: string;
}

export interface CancelledHubEvent extends HubEventSchedule {
  status: 'cancelled';
  eventId: string;
  cancelReason: string | null;
}

export type HubEventState = ScheduledHubEvent | CancelledHubEvent;

export interface NoHub {
  status: 'none';
}

interface HubRecord extends HubDetails {
  hubId: string;
  hubLead: HubLead;
  capacity: number;
  /** The agency that operates the home, if any. */
  agencyId: string | null;
  createdBy: string;
  /** In the order they were added. */
  events: readonly HubEventState[];
}

export interface ActiveHub extends HubRecord {
  status: 'active';
}

export interface InactiveHub extends HubRecord {
  status: 'inactive';
  deactivationReason: string | null;
}

export type ExistingHub = ActiveHub | InactiveHub;
export type HubState = NoHub | ExistingHub;

export const initialHubState = (): HubState => ({ status: 'none' });

const onRecord = (state: HubState, change: (hub: ExistingHub) => ExistingHub): HubState =>
  state.status === 'none' ? state : change(state);

const withEvent = (hub: ExistingHub, eventId: string, change: (event: HubEventState) => HubEventState): ExistingHub => ({
  ...hub,
  events: hub.events.map((event) => (event.eventId === eventId ? change(event) : event)),
});

const scheduleOf = ({ title, startsAt, endsAt, description }: HubEventSchedule): HubEventSchedule => ({ title, startsAt, endsAt, description });

const withoutDeactivation = ({ deactivationReason: _reason, ...hub }: InactiveHub): ActiveHub => ({ ...hub, status: 'active' });

export const evolveHub = (state: HubState, event: HubEvent): HubState => {
  switch (event.type) {
    case 'HubCreated':
      return { status: 'active', ...event.data, events: [] };
    case 'HubDetailsUpdated': {
      const { hubId: _hubId, ...details } = event.data;
      return onRecord(state, (hub) => ({ ...hub, ...details }));
    }
    case 'HubCapacityChanged':
      return onRecord(state, (hub) => ({ ...hub, capacity: event.data.capacity }));
    case 'HubLeadAssigned':
      return onRecord(state, (hub) => ({ ...hub, hubLead: event.data.hubLead }));
    case 'HubDeactivated':
      return onRecord(state, (hub) => ({ ...hub, status: 'inactive', deactivationReason: event.data.reason }));
    case 'HubReactivated':
      return onRecord(state, (hub) => (hub.status === 'inactive' ? withoutDeactivation(hub) : hub));
    case 'HubEventAdded':
      return onRecord(state, (hub) => ({
        ...hub,
        events: [...hub.events, { status: 'scheduled', eventId: event.data.eventId, ...scheduleOf(event.data) }],
      }));
    case 'HubEventUpdated':
      return onRecord(state, (hub) => withEvent(hub, event.data.eventId, (current) => ({ ...current, ...scheduleOf(event.data) })));
    case 'HubEventCancelled':
      return onRecord(state, (hub) =>
        withEvent(hub, event.data.eventId, (current) => ({ ...current, status: 'cancelled', cancelReason: event.data.reason })),
      );
    default:
      return assertNever(event);
  }
};

export const hubEventOf = (hub: ExistingHub, eventId: string): HubEventState | undefined =>
  hub.events.find((event) => event.eventId === eventId);
