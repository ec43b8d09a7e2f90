import { assertNever, type Decider } from '../shared/decider';
import { MAX_CLUSTER_HUBS, type ClusterCommand } from './commands';
import { clusterAlreadyExists, clusterFull, clusterNameUnchanged, clusterNotFound, hubAlreadyInCluster, hubNotInCluster } from './errors';
import type { ClusterEvent } from './events';
import { evolveCluster, initialClusterState, type ActiveCluster, type ClusterState } from './state';

const existing = (state: ClusterState, clusterId: string): ActiveCluster => {
  if (state.status === 'none') throw clusterNotFound(clusterId);
  return state;
};

export const decideCluster = (command: ClusterCommand, state: ClusterState): ClusterEvent[] => {
  const { clusterId } = command.data;
  switch (command.type) {
    case 'CreateCluster': {
      if (state.status !== 'none') throw clusterAlreadyExists(clusterId);
      const duplicate = command.data.hubIds.find((hubId, index) => command.data.hubIds.indexOf(hubId) !== index);
      if (duplicate !== undefined) throw hubAlreadyInCluster(duplicate);
      return [{ type: 'ClusterCreated', data: { ...command.data, createdBy: command.metadata.actorId } }];
    }
    case 'AddHubToCluster': {
      const cluster = existing(state, clusterId);
      if (cluster.hubIds.includes(command.data.hubId)) throw hubAlreadyInCluster(command.data.hubId);
      if (cluster.hubIds.length >= MAX_CLUSTER_HUBS) throw clusterFull(MAX_CLUSTER_HUBS);
      return [{ type: 'HubAddedToCluster', data: command.data }];
    }
    case 'RemoveHubFromCluster':
      if (!existing(state, clusterId).hubIds.includes(command.data.hubId)) throw hubNotInCluster(command.data.hubId);
      return [{ type: 'HubRemovedFromCluster', data: command.data }];
    case 'RenameCluster': {
      const cluster = existing(state, clusterId);
      if (cluster.name === command.data.name) throw clusterNameUnchanged(cluster.name);
      return [{ type: 'ClusterRenamed', data: { clusterId, name: command.data.name, previousName: cluster.name } }];
    }
    default:
      return assertNever(command);
  }
};

export const clusterDecider: Decider<ClusterState, ClusterCommand, ClusterEvent> = {
  initialState: initialClusterState,
  evolve: evolveCluster,
  decide: decideCluster,
};
