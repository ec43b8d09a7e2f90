import type { ClusterAnswer, ClusterDetailAnswer, HubAnswer, HubDetailAnswer, HubEventAnswer } from '@careledger/domain';
import { api } from './client';
import type { Page, SortDirection } from './types';

export type HubAddress = HubAnswer['address'];

/** One shared-living or day-program hub, as `GET /api/shared-living-hubs` lists it. */
export type Hub = HubAnswer;

/** `GET /api/shared-living-hubs/{id}`: the hub and the clusters it belongs to. */
export type HubDetail = HubDetailAnswer;

export type Cluster = ClusterAnswer;

/** `GET /api/shared-living-clusters/{id}`: the cluster with the hubs of it the reader may see. */
export type ClusterDetail = ClusterDetailAnswer;

/** One entry of a hub's calendar, `GET /api/hub/{hubId}/hub-events`. */
export type HubEvent = HubEventAnswer;

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

  cluster: (id: string, signal?: AbortSignal) => api.get<ClusterDetail>(`/api/shared-living-clusters/${encodeURIComponent(id)}`, { signal }),
};
