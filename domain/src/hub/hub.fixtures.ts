import { Product } from '../catalog/products';
import { Role, type RoleId } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import type { HubCommand } from './commands';
import type { HubCreated, HubDetails, HubEvent, HubEventAdded, HubLead } from './events';

/** Shared data for the hub specs; not exported from the package. */
export const hubId = '5b0e3f7a-1c2d-4e8f-9a6b-3c4d5e6f7a81';
export const agencyId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
export const eventId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
export const otherEventId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const adminId = '00000000-0000-4000-8000-000000000001';

export const NOW = '2030-03-01T09:00:00.000Z';

export const metadataFor = (actorRole: RoleId = Role.ADMIN, actorId = adminId): CommandMetadata => ({
  commandId: 'command-0001',
  correlationId: 'correlation-0001',
  actorId,
  actorRole,
  now: NOW,
});

export const details: HubDetails = {
  name: 'Maple House',
  address: { street: '12 Maple Street', city: 'Toronto', province: 'ON', postalCode: 'M4C 1B5', country: 'CA' },
  latitude: 43.6868,
  longitude: -79.3071,
  productId: Product.SHARED_LIVING,
};

export const lead: HubLead = { name: 'Nora Bell', email: 'nora@maple.example', phone: '+1 416 555 0101' };

export const created: HubCreated = {
  type: 'HubCreated',
  data: { hubId, ...details, hubLead: lead, capacity: 6, agencyId, createdBy: adminId },
};

export const deactivated: HubEvent = { type: 'HubDeactivated', data: { hubId, reason: 'Renovation' } };

export const schedule = {
  title: 'Garden afternoon',
  startsAt: '2030-03-10T14:00:00.000Z',
  endsAt: '2030-03-10T16:00:00.000Z',
  description: 'Planting with the residents',
};

export const eventAdded: HubEventAdded = { type: 'HubEventAdded', data: { hubId, eventId, ...schedule } };

export const eventCancelled: HubEvent = { type: 'HubEventCancelled', data: { hubId, eventId, reason: 'Rain' } };

export const command = <C extends HubCommand>(type: C['type'], data: Omit<C['data'], 'hubId'>, metadata = metadataFor()): C =>
  ({ type, data: { hubId, ...data }, metadata }) as C;
