import { DomainError, ruleBroken } from '../shared/domain-error';

export const hubAlreadyExists = (hubId: string): DomainError =>
  new DomainError('conflict', 'hub_already_exists', `The hub ${hubId} already exists.`);

export const hubNotFound = (hubId: string): DomainError =>
  new DomainError('not_found', 'hub_not_found', `The hub ${hubId} does not exist.`);

export const hubInactive = (hubId: string): DomainError =>
  ruleBroken('hub_inactive', `The hub ${hubId} is deactivated: reactivate it before changing it.`);

export const hubAlreadyActive = (hubId: string): DomainError => ruleBroken('hub_already_active', `The hub ${hubId} is already active.`);

export const hubAlreadyInactive = (hubId: string): DomainError =>
  ruleBroken('hub_already_inactive', `The hub ${hubId} is already deactivated.`);

export const hubDetailsUnchanged = (): DomainError =>
  ruleBroken('hub_details_unchanged', 'The update changes nothing: name, address, coordinates and product are as they are.');

export const hubCapacityUnchanged = (capacity: number): DomainError =>
  ruleBroken('capacity_unchanged', `The hub already has a capacity of ${capacity}.`);

export const hubLeadUnchanged = (name: string): DomainError =>
  ruleBroken('hub_lead_unchanged', `${name} already leads the hub with these contact details.`);

export const hubEventAlreadyExists = (eventId: string): DomainError =>
  ruleBroken('hub_event_already_exists', `The hub already has an event ${eventId}.`);

export const hubEventNotFound = (eventId: string): DomainError =>
  ruleBroken('hub_event_not_found', `The hub has no event ${eventId}.`);

export const hubEventCancelled = (eventId: string): DomainError =>
  ruleBroken('hub_event_cancelled', `The hub event ${eventId} is cancelled and can no longer be changed.`);

export const hubEventUnchanged = (eventId: string): DomainError =>
  ruleBroken('hub_event_unchanged', `The update changes nothing in the hub event ${eventId}.`);

export const hubEventEndsBeforeStart = (startsAt: string, endsAt: string): DomainError =>
  ruleBroken('hub_event_ends_before_start', `A hub event must end after it starts: ${endsAt} is not after ${startsAt}.`);
