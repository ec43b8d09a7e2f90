import { assertNever } from '../shared/decider';
import type { ClusterEvent } from './events';

export interface NoCluster {
  status: 'none';
}

export interface ActiveCluster {
  status: 'active';
  clusterId: string;
  name: string;
  /** In the order they joined. */
  hubIds: readonly string[];
  createdBy: string;
}

export type ClusterState = NoCluster | ActiveCluster;

export const initialClusterState = (): ClusterState => ({ status: 'none' });

const onRecord = (state: ClusterState, change: (cluster: ActiveCluster) => ActiveCluster): ClusterState =>
  state.status === 'none' ? state : change(state);

export const evolveCluster = (state: ClusterState, event: ClusterEvent): ClusterState => {
  switch (event.type) {
    case 'ClusterCreated':
      return { status: 'active', ...event.data };
    case 'HubAddedToCluster':
      return onRecord(state, (cluster) => ({ ...cluster, hubIds: [...cluster.hubIds, event.data.hubId] }));
    case 'HubRemovedFromCluster':
      return onRecord(state, (cluster) => ({ ...cluster, hubIds: cluster.hubIds.filter((hubId) => hubId !== event.data.hubId) }));
    case 'ClusterRenamed':
      return onRecord(state, (cluster) => ({ ...cluster, name: event.data.name }));
    default:
      return assertNever(event);
  }
};
