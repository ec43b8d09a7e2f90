import type { Cluster, HubDetail, HubEvent } from '../api';

export const HUB_ID = '5e4d3c2b-0000-4000-8000-000000000001';
export const CLUSTER_ID = '3c2b1a09-0000-4000-8000-000000000001';

export const hub = (overrides: Partial<HubDetail> = {}): HubDetail => ({
  id: HUB_ID,
  name: 'Quayside House',
  productId: 14,
  address: { street: '12 Pape Avenue', city: 'Toronto', province: 'ON', postalCode: 'M4M 2V5', country: 'CA' },
  latitude: 43.6629,
  longitude: -79.3389,
  capacity: 6,
  lead: { name: 'Nora Bell', email: 'nora@example.org', phone: null },
  agencyId: null,
  agencyName: null,
  active: true,
  deactivationReason: null,
  version: 4,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-02-03T16:45:00.000Z',
  clusterIds: [CLUSTER_ID],
  ...overrides,
});

export const cluster = (overrides: Partial<Cluster> = {}): Cluster => ({
  id: CLUSTER_ID,
  name: 'East end',
  hubIds: [HUB_ID],
  version: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

export const hubEvent = (overrides: Partial<HubEvent> = {}): HubEvent => ({
  eventId: 'e1',
  hubId: HUB_ID,
  title: 'Garden party',
  description: 'Bring a hat',
  startsAt: '2026-12-10T14:00:00.000Z',
  endsAt: '2026-12-10T16:00:00.000Z',
  status: 'active',
  cancelReason: null,
  ...overrides,
});

export const page = <Row>(data: Row[], total = data.length) => ({ data, total, page: 1, pageSize: 25 });
