import { describe, expect, it } from 'vitest';
import { Product } from '../catalog/products';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { AssignHubLead, ChangeHubCapacity, CreateHub, DeactivateHub, ReactivateHub, UpdateHubDetails } from './commands';
import { hubDecider } from './decider';
import type { HubLead } from './events';
import { adminId, agencyId, command, created, deactivated, details, hubId, lead } from './hub.fixtures';

const spec = deciderSpec(hubDecider);

const create = command<CreateHub>('CreateHub', { ...details, hubLead: lead, capacity: 6, agencyId });
const update = (changes: UpdateHubDetails['data']['changes']) => command<UpdateHubDetails>('UpdateHubDetails', { changes });
const changeCapacity = (capacity: number) => command<ChangeHubCapacity>('ChangeHubCapacity', { capacity });
const newLead: HubLead = { name: 'Omar Haddad', email: null, phone: '+1 416 555 0199' };
const assignLead = (hubLead = newLead) => command<AssignHubLead>('AssignHubLead', { hubLead });
const deactivate = command<DeactivateHub>('DeactivateHub', { reason: 'Renovation' });
const reactivate = command<ReactivateHub>('ReactivateHub', {});

describe('creating a hub', () => {
  it('records the hub with its coordinates, lead, capacity, product and operating agency', () => {
    spec.given([]).when(create).then([created]);
    const state = fold(hubDecider, [created]);
    expect(state).toMatchObject({ status: 'active', latitude: 43.6868, longitude: -79.3071, agencyId, createdBy: adminId, events: [] });
  });

  it('refuses to create a hub twice', () => {
    spec.given([created]).when(create).thenFails('hub_already_exists', 'conflict');
  });
});

describe('updating the details of a hub', () => {
  it('records the complete details after a partial change', () => {
    spec.given([created]).when(update({ name: 'Maple Lodge' })).then([{ type: 'HubDetailsUpdated', data: { hubId, ...details, name: 'Maple Lodge' } }]);
  });

  it('moves the hub on the map with its new address and coordinates', () => {
    const address = { ...details.address, street: '40 Oak Avenue', postalCode: 'M4C 2A1' };
    const moved = { type: 'HubDetailsUpdated' as const, data: { hubId, ...details, address, latitude: 43.69, longitude: -79.31 } };
    spec.given([created]).when(update({ address, latitude: 43.69, longitude: -79.31 })).then([moved]);
    expect(fold(hubDecider, [created, moved])).toMatchObject({ address, latitude: 43.69, longitude: -79.31, name: 'Maple House' });
  });

  it('changes the product a hub offers', () => {
    spec.given([created]).when(update({ productId: Product.DAY_PROGRAM })).then([
      { type: 'HubDetailsUpdated', data: { hubId, ...details, productId: Product.DAY_PROGRAM } },
    ]);
  });

  it('refuses an update that changes nothing, an empty one included', () => {
    spec.given([created]).when(update({ name: details.name, address: { ...details.address } })).thenFails('hub_details_unchanged', 'rule');
    spec.given([created]).when(update({})).thenFails('hub_details_unchanged', 'rule');
  });

  it('refuses to update a hub that does not exist or is deactivated', () => {
    spec.given([]).when(update({ name: 'X' })).thenFails('hub_not_found', 'not_found');
    spec.given([created, deactivated]).when(update({ name: 'X' })).thenFails('hub_inactive', 'rule');
  });
});

describe('changing the capacity of a hub', () => {
  it('records the new and the previous capacity', () => {
    spec.given([created]).when(changeCapacity(8)).then([{ type: 'HubCapacityChanged', data: { hubId, capacity: 8, previousCapacity: 6 } }]);
    expect(fold(hubDecider, [created, { type: 'HubCapacityChanged', data: { hubId, capacity: 8, previousCapacity: 6 } }])).toMatchObject({ capacity: 8 });
  });

  it('refuses the capacity the hub already has', () => {
    spec.given([created]).when(changeCapacity(6)).thenFails('capacity_unchanged', 'rule');
  });

  it('refuses on a missing or deactivated hub', () => {
    spec.given([]).when(changeCapacity(8)).thenFails('hub_not_found', 'not_found');
    spec.given([created, deactivated]).when(changeCapacity(8)).thenFails('hub_inactive', 'rule');
  });
});

describe('assigning the hub lead', () => {
  it('records the new lead and the one it replaces', () => {
    spec.given([created]).when(assignLead()).then([{ type: 'HubLeadAssigned', data: { hubId, hubLead: newLead, previousHubLead: lead } }]);
  });

  it('accepts the same lead with new contact details', () => {
    const moved = { ...lead, phone: '+1 416 555 0202' };
    spec.given([created]).when(assignLead(moved)).then([{ type: 'HubLeadAssigned', data: { hubId, hubLead: moved, previousHubLead: lead } }]);
  });

  it('refuses the lead the hub already has', () => {
    spec.given([created]).when(assignLead({ ...lead })).thenFails('hub_lead_unchanged', 'rule');
  });

  it('refuses on a missing or deactivated hub', () => {
    spec.given([]).when(assignLead()).thenFails('hub_not_found', 'not_found');
    spec.given([created, deactivated]).when(assignLead()).thenFails('hub_inactive', 'rule');
  });
});

describe('deactivating and reactivating a hub', () => {
  it('deactivates an active hub with its reason', () => {
    spec.given([created]).when(deactivate).then([deactivated]);
    expect(fold(hubDecider, [created, deactivated])).toMatchObject({ status: 'inactive', deactivationReason: 'Renovation' });
  });

  it('reactivates a deactivated hub', () => {
    spec.given([created, deactivated]).when(reactivate).then([{ type: 'HubReactivated', data: { hubId } }]);
    const state = fold(hubDecider, [created, deactivated, { type: 'HubReactivated', data: { hubId } }]);
    expect(state.status).toBe('active');
    expect(state).not.toHaveProperty('deactivationReason');
  });

  it('refuses to deactivate twice or to reactivate an active hub', () => {
    spec.given([created, deactivated]).when(deactivate).thenFails('hub_already_inactive', 'rule');
    spec.given([created]).when(reactivate).thenFails('hub_already_active', 'rule');
  });

  it('refuses on a missing hub', () => {
    spec.given([]).when(deactivate).thenFails('hub_not_found', 'not_found');
    spec.given([]).when(reactivate).thenFails('hub_not_found', 'not_found');
  });
});
