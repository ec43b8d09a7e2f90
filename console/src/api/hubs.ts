import { api } from './client';
import type { Page, SortDirection } from './types';

export interface HubAddress {
  street: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

/** One shared-living or day-program hub, as `GET /api/shared-living-hubs` lists it. */
export interface Hub {
  id: string;
  name: string;
  productId: number;
  address: HubAddress;
  latitude: number;
  longitude: number;
  capacity: number;
  lead: { name: string; email: string | null; phone: string | null };
  /** The agency that operates the home, if one does. */
  agencyId: string | null;
  active: boolean;
  deactivationReason: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/shared-living-hubs/{id}`: the hub and the clusters it belongs to. */
export interface HubDetail extends Hub {
  clusterIds: string[];
}

export interface Cluster {
  id: string;
  name: string;
  hubIds: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One entry of a hub's calendar, `GET /api/hub/{hubId}/hub-events`. */
export interface HubEvent {
  eventId: string;
  hubId: string;
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  status: 'active' | 'cancelled';
  cancelReason: string | null;
}

export type HubSortField = 'name' | 'city' | 'capacity' | 'createdAt';

export interface HubListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: HubSortField; direction: SortDirection };
  productId?: number | undefined;
  active?: boolean | undefined;
  city?: string | undefined;
  /** Start of the hub name, any case. */
  search?: string | undefined;
  clusterId?: string | undefined;
}

export interface HubEventParams {
  page: number;
  pageSize: number;
  includeCancelled: boolean;
}

const one = (id: string) => `/api/shared-living-hubs/${encodeURIComponent(id)}`;

export const hubsApi = {
  list: (params: HubListParams, signal?: AbortSignal) =>
    api.get<Page<Hub>>('/api/shared-living-hubs', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        productId: params.productId,
        active: params.active,
        city: params.city,
        search: params.search,
        clusterId: params.clusterId,
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<HubDetail>(one(id), { signal }),

  events: (hubId: string, params: HubEventParams, signal?: AbortSignal) =>
    api.get<Page<HubEvent>>(`/api/hub/${encodeURIComponent(hubId)}/hub-events`, {
      signal,
      query: { page: params.page, pageSize: params.pageSize, includeCancelled: params.includeCancelled || undefined },
    }),

  /** Every cluster holding this hub (a hub belongs to a few at most). */
  clustersOf: (hubId: string, signal?: AbortSignal) =>
    api.get<Page<Cluster>>('/api/shared-living-clusters', { signal, query: { hubId, pageSize: 100 } }),

  cluster: (id: string, signal?: AbortSignal) => api.get<Cluster>(`/api/shared-living-clusters/${encodeURIComponent(id)}`, { signal }),
};
