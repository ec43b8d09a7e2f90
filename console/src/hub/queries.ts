import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hubsApi, type HubEventParams, type HubListParams } from '../api';

export const hubKeys = {
  all: ['hubs'] as const,
  list: (params: HubListParams) => ['hubs', 'list', params] as const,
  detail: (id: string) => ['hubs', 'detail', id] as const,
  events: (id: string, params: HubEventParams) => ['hubs', 'events', id, params] as const,
  clustersOf: (id: string) => ['hubs', 'clusters-of', id] as const,
  cluster: (id: string) => ['hubs', 'cluster', id] as const,
};

export const useHubList = (params: HubListParams) =>
  useQuery({ queryKey: hubKeys.list(params), queryFn: ({ signal }) => hubsApi.list(params, signal), placeholderData: keepPreviousData });

/** `enabled` lets a screen that only names a hub skip the call for a role that may not read hubs. */
export const useHub = (id: string, enabled = true) =>
  useQuery({ queryKey: hubKeys.detail(id), queryFn: ({ signal }) => hubsApi.get(id, signal), enabled: enabled && id !== '' });

export const useHubEvents = (id: string, params: HubEventParams) =>
  useQuery({ queryKey: hubKeys.events(id, params), queryFn: ({ signal }) => hubsApi.events(id, params, signal), placeholderData: keepPreviousData });

export const useHubClusters = (id: string, enabled = true) =>
  useQuery({ queryKey: hubKeys.clustersOf(id), queryFn: ({ signal }) => hubsApi.clustersOf(id, signal), select: (answer) => answer.data, enabled });

export const useCluster = (id: string, enabled: boolean) =>
  useQuery({ queryKey: hubKeys.cluster(id), queryFn: ({ signal }) => hubsApi.cluster(id, signal), enabled: enabled && id !== '' });
