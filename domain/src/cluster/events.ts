import type { Event } from '../shared/event';

export const CLUSTER_STREAM_CATEGORY = 'cluster';
export const clusterStreamId = (clusterId: string): string => `${CLUSTER_STREAM_CATEGORY}-${clusterId}`;

interface ClusterRef {
  clusterId: string;
}

export type ClusterCreated = Event<'ClusterCreated', ClusterRef & { name: string; hubIds: string[]; createdBy: string }>;
export type HubAddedToCluster = Event<'HubAddedToCluster', ClusterRef & { hubId: string }>;
export type HubRemovedFromCluster = Event<'HubRemovedFromCluster', ClusterRef & { hubId: string }>;
export type ClusterRenamed = Event<'ClusterRenamed', ClusterRef & { name: string; previousName: string }>;

export type ClusterEvent = ClusterCreated | HubAddedToCluster | HubRemovedFromCluster | ClusterRenamed;

export type ClusterEventType = ClusterEvent['type'];

export const clusterEventTypes: readonly ClusterEventType[] = ['ClusterCreated', 'HubAddedToCluster', 'HubRemovedFromCluster', 'ClusterRenamed'];

export const isClusterEvent = (event: Event): event is ClusterEvent => clusterEventTypes.includes(event.type as ClusterEventType);
