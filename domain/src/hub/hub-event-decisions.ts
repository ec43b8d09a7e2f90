import { parseInstant } from '../shared/instant';
import type { AddHubEvent, CancelHubEvent, UpdateHubEvent } from './commands';
import { hubEventAlreadyExists, hubEventCancelled, hubEventEndsBeforeStart, hubEventNotFound, hubEventUnchanged } from './errors';
import type { HubEventAdded, HubEventCancelled, HubEventSchedule, HubEventUpdated } from './events';
import { hubEventOf, type ExistingHub, type ScheduledHubEvent } from './state';

/** Instants are compared as instants: 10:00+01:00 and 09:00Z are the same moment. */
const sameInstant = (left: string, right: string): boolean => parseInstant(left) === parseInstant(right);

const assertEndsAfterStart = ({ startsAt, endsAt }: HubEventSchedule): void => {
  const start = parseInstant(startsAt);
  const end = parseInstant(endsAt);
  if (start === null || end === null || end <= start) throw hubEventEndsBeforeStart(startsAt, endsAt);
};

const sameSchedule = (left: HubEventSchedule, right: HubEventSchedule): boolean =>
  left.title === right.title &&
  left.description === right.description &&
  sameInstant(left.startsAt, right.startsAt) &&
  sameInstant(left.endsAt, right.endsAt);

const scheduled = (hub: ExistingHub, eventId: string): ScheduledHubEvent => {
  const event = hubEventOf(hub, eventId);
  if (!event) throw hubEventNotFound(eventId);
  if (event.status === 'cancelled') throw hubEventCancelled(eventId);
  return event;
};

export const decideAddHubEvent = (command: AddHubEvent, hub: ExistingHub): HubEventAdded[] => {
  if (hubEventOf(hub, command.data.eventId)) throw hubEventAlreadyExists(command.data.eventId);
  assertEndsAfterStart(command.data);
  return [{ type: 'HubEventAdded', data: command.data }];
};

export const decideUpdateHubEvent = (command: UpdateHubEvent, hub: ExistingHub): HubEventUpdated[] => {
  const { hubId, eventId, changes } = command.data;
  const current = scheduled(hub, eventId);
  const schedule: HubEventSchedule = {
    title: changes.title ?? current.title,
    startsAt: changes.startsAt ?? current.startsAt,
    endsAt: changes.endsAt ?? current.endsAt,
    description: changes.description === undefined ? current.description : changes.description,
  };
  if (sameSchedule(current, schedule)) throw hubEventUnchanged(eventId);
  assertEndsAfterStart(schedule);
  return [{ type: 'HubEventUpdated', data: { hubId, eventId, ...schedule } }];
};

export const decideCancelHubEvent = (command: CancelHubEvent, hub: ExistingHub): HubEventCancelled[] => {
  scheduled(hub, command.data.eventId);
  return [{ type: 'HubEventCancelled', data: command.data }];
};
