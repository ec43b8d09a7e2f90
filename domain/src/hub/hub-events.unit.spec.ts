import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { AddHubEvent, CancelHubEvent, UpdateHubEvent } from './commands';
import { hubDecider } from './decider';
import { command, created, deactivated, eventAdded, eventCancelled, eventId, hubId, otherEventId, schedule } from './hub.fixtures';

const spec = deciderSpec(hubDecider);

const add = (overrides: Partial<AddHubEvent['data']> = {}) => command<AddHubEvent>('AddHubEvent', { eventId, ...schedule, ...overrides });
const update = (changes: UpdateHubEvent['data']['changes'], id = eventId) => command<UpdateHubEvent>('UpdateHubEvent', { eventId: id, changes });
const cancel = (id = eventId) => command<CancelHubEvent>('CancelHubEvent', { eventId: id, reason: 'Rain' });

describe('adding a hub event', () => {
  it('adds a scheduled event to the hub', () => {
    spec.given([created]).when(add()).then([eventAdded]);
    expect(fold(hubDecider, [created, eventAdded])).toMatchObject({ events: [{ status: 'scheduled', eventId, ...schedule }] });
  });

  it('compares instants across zones: 15:30+01:00 ends after 14:00Z', () => {
    spec.given([created]).when(add({ endsAt: '2030-03-10T15:30:00+01:00' })).then([
      { type: 'HubEventAdded', data: { hubId, eventId, ...schedule, endsAt: '2030-03-10T15:30:00+01:00' } },
    ]);
  });

  it('refuses an event that ends before it starts, or when it starts', () => {
    spec.given([created]).when(add({ endsAt: '2030-03-10T13:00:00.000Z' })).thenFails('hub_event_ends_before_start', 'rule');
    spec.given([created]).when(add({ endsAt: schedule.startsAt })).thenFails('hub_event_ends_before_start', 'rule');
    spec.given([created]).when(add({ endsAt: '2030-03-10T15:00:00+01:00' })).thenFails('hub_event_ends_before_start', 'rule');
  });

  it('refuses an event id the hub already has, cancelled or not', () => {
    spec.given([created, eventAdded]).when(add()).thenFails('hub_event_already_exists', 'rule');
    spec.given([created, eventAdded, eventCancelled]).when(add()).thenFails('hub_event_already_exists', 'rule');
  });

  it('refuses on a missing or deactivated hub', () => {
    spec.given([]).when(add()).thenFails('hub_not_found', 'not_found');
    spec.given([created, deactivated]).when(add()).thenFails('hub_inactive', 'rule');
  });
});

describe('updating a hub event', () => {
  it('records the complete schedule after a partial change', () => {
    spec.given([created, eventAdded]).when(update({ title: 'Spring garden afternoon' })).then([
      { type: 'HubEventUpdated', data: { hubId, eventId, ...schedule, title: 'Spring garden afternoon' } },
    ]);
  });

  it('moves an event and clears its description', () => {
    const moved = { startsAt: '2030-03-11T14:00:00.000Z', endsAt: '2030-03-11T15:00:00.000Z', description: null };
    const updated = { type: 'HubEventUpdated' as const, data: { hubId, eventId, ...schedule, ...moved } };
    spec.given([created, eventAdded]).when(update(moved)).then([updated]);
    expect(fold(hubDecider, [created, eventAdded, updated])).toMatchObject({ events: [{ status: 'scheduled', ...moved }] });
  });

  it('refuses a change that makes the event end before it starts', () => {
    spec.given([created, eventAdded]).when(update({ startsAt: '2030-03-10T17:00:00.000Z' })).thenFails('hub_event_ends_before_start', 'rule');
    spec.given([created, eventAdded]).when(update({ endsAt: '2030-03-10T12:00:00.000Z' })).thenFails('hub_event_ends_before_start', 'rule');
  });

  it('refuses a change that changes nothing, the same instant in another zone included', () => {
    spec.given([created, eventAdded]).when(update({ title: schedule.title })).thenFails('hub_event_unchanged', 'rule');
    spec.given([created, eventAdded]).when(update({ startsAt: '2030-03-10T15:00:00+01:00' })).thenFails('hub_event_unchanged', 'rule');
    spec.given([created, eventAdded]).when(update({})).thenFails('hub_event_unchanged', 'rule');
  });

  it('refuses to update a cancelled event', () => {
    spec.given([created, eventAdded, eventCancelled]).when(update({ title: 'Back on' })).thenFails('hub_event_cancelled', 'rule');
  });

  it('refuses an event the hub does not have', () => {
    spec.given([created, eventAdded]).when(update({ title: 'Other' }, otherEventId)).thenFails('hub_event_not_found', 'rule');
  });

  it('refuses on a missing or deactivated hub', () => {
    spec.given([]).when(update({ title: 'X' })).thenFails('hub_not_found', 'not_found');
    spec.given([created, eventAdded, deactivated]).when(update({ title: 'X' })).thenFails('hub_inactive', 'rule');
  });
});

describe('cancelling a hub event', () => {
  it('cancels a scheduled event with its reason', () => {
    spec.given([created, eventAdded]).when(cancel()).then([eventCancelled]);
    expect(fold(hubDecider, [created, eventAdded, eventCancelled])).toMatchObject({ events: [{ status: 'cancelled', cancelReason: 'Rain', ...schedule }] });
  });

  it('still cancels the events of a deactivated hub', () => {
    spec.given([created, eventAdded, deactivated]).when(cancel()).then([eventCancelled]);
  });

  it('refuses to cancel twice, or an event the hub does not have', () => {
    spec.given([created, eventAdded, eventCancelled]).when(cancel()).thenFails('hub_event_cancelled', 'rule');
    spec.given([created, eventAdded]).when(cancel(otherEventId)).thenFails('hub_event_not_found', 'rule');
  });

  it('refuses on a missing hub', () => {
    spec.given([]).when(cancel()).thenFails('hub_not_found', 'not_found');
  });

  it('keeps the other events as they are', () => {
    const second = { type: 'HubEventAdded' as const, data: { hubId, eventId: otherEventId, ...schedule, title: 'Movie night' } };
    const state = fold(hubDecider, [created, eventAdded, second, eventCancelled]);
    expect(state).toMatchObject({ events: [{ eventId, status: 'cancelled' }, { eventId: otherEventId, status: 'scheduled', title: 'Movie night' }] });
  });
});
