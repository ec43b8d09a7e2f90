import { DomainError, ruleBroken } from '../shared/domain-error';

export const clusterAlreadyExists = (clusterId: string): DomainError =>
  new DomainError('conflict', 'cluster_already_exists', `The cluster ${clusterId} already exists.`);

export const clusterNotFound = (clusterId: string): DomainError =>
  new DomainError('not_found', 'cluster_not_found', `The cluster ${clusterId} does not exist.`);

export const hubAlreadyInCluster = (hubId: string): DomainError =>
  ruleBroken('hub_already_in_cluster', `The hub ${hubId} is already in the cluster.`);

export const hubNotInCluster = (hubId: string): DomainError => ruleBroken('hub_not_in_cluster', `The hub ${hubId} is not in the cluster.`);

export const clusterFull = (maximum: number): DomainError =>
  ruleBroken('cluster_full', `A cluster holds at most ${maximum} hubs.`);

export const clusterNameUnchanged = (name: string): DomainError =>
  ruleBroken('cluster_name_unchanged', `The cluster is already named "${name}".`);
