import type { Command } from '../shared/command';

interface ClusterRef {
  clusterId: string;
}

export const MAX_CLUSTER_HUBS = 100;

export type CreateCluster = Command<'CreateCluster', ClusterRef & { name: string; hubIds: string[] }>;
export type AddHubToCluster = Command<'AddHubToCluster', ClusterRef & { hubId: string }>;
export type RemoveHubFromCluster = Command<'RemoveHubFromCluster', ClusterRef & { hubId: string }>;
export type RenameCluster = Command<'RenameCluster', ClusterRef & { name: string }>;

export type ClusterCommand = CreateCluster | AddHubToCluster | RemoveHubFromCluster | RenameCluster;
