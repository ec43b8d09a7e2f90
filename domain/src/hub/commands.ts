import type { Command } from '../shared/command';
import type { HubDetails, HubEventSchedule, HubLead } from './events';

interface HubRef {
  hubId: string;
}

interface HubEventRef extends HubRef {
  eventId: string;
}

export const MIN_HUB_CAPACITY = 1;
export const MAX_HUB_CAPACITY = 20;

export type CreateHub = Command<'CreateHub', HubRef & HubDetails & { hubLead: HubLead; capacity: number; agencyId: string | null }>;
/** Only the named details change; the others keep their current values. */
export type UpdateHubDetails = Command<'UpdateHubDetails', HubRef & { changes: Partial<HubDetails> }>;
export type ChangeHubCapacity = Command<'ChangeHubCapacity', HubRef & { capacity: number }>;
export type AssignHubLead = Command<'AssignHubLead', HubRef & { hubLead: HubLead }>;
export type DeactivateHub = Command<'DeactivateHub', HubRef & { reason: string | null }>;
export type ReactivateHub = Command<'ReactivateHub', HubRef>;
export type AddHubEvent = Command<'AddHubEvent', HubEventRef & HubEventSchedule>;
export type UpdateHubEvent = Command<'UpdateHubEvent', HubEventRef & { changes: Partial<HubEventSchedule> }>;
export type CancelHubEvent = Command<'CancelHubEvent', HubEventRef & { reason: string | null }>;

export type HubCommand =
  | CreateHub
  | UpdateHubDetails
  | ChangeHubCapacity
  | AssignHubLead
  | DeactivateHub
  | ReactivateHub
  | AddHubEvent
  | UpdateHubEvent
  | CancelHubEvent;
