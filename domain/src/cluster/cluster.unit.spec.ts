import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import { MAX_CLUSTER_HUBS, type ClusterCommand } from './commands';
import { clusterDecider } from './decider';
import type { ClusterEvent } from './events';
import { clusterRecord } from './record';

const spec = deciderSpec(clusterDecider);
const clusterId = '2c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f';
const adminId = '00000000-0000-4000-8000-000000000001';
const [hubA, hubB, hubC] = ['a1000000-0000-4000-8000-00000000000a', 'b2000000-0000-4000-8000-00000000000b', 'c3000000-0000-4000-8000-00000000000c'] as const;
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'k-1', actorId: adminId, actorRole: Role.ADMIN, now: '2030-03-01T09:00:00.000Z' };

const command = <C extends ClusterCommand>(type: C['type'], data: Omit<C['data'], 'clusterId'>): ClusterCommand =>
  ({ type, data: { clusterId, ...data }, metadata }) as ClusterCommand;
const created: ClusterEvent = { type: 'ClusterCreated', data: { clusterId, name: 'Toronto East', hubIds: [hubA, hubB], createdBy: adminId } };

describe('creating a cluster', () => {
  it('forms a named cluster of hubs', () => {
    spec.given([]).when(command('CreateCluster', { name: 'Toronto East', hubIds: [hubA, hubB] })).then([created]);
    expect(fold(clusterDecider, [created])).toMatchObject({ status: 'active', name: 'Toronto East', hubIds: [hubA, hubB] });
  });

  it('forms an empty cluster', () => {
    spec.given([]).when(command('CreateCluster', { name: 'Madrid', hubIds: [] })).then([
      { type: 'ClusterCreated', data: { clusterId, name: 'Madrid', hubIds: [], createdBy: adminId } },
    ]);
  });

  it('refuses a hub named twice, and a cluster created twice', () => {
    spec.given([]).when(command('CreateCluster', { name: 'Twice', hubIds: [hubA, hubB, hubA] })).thenFails('hub_already_in_cluster', 'rule');
    spec.given([created]).when(command('CreateCluster', { name: 'Toronto East', hubIds: [] })).thenFails('cluster_already_exists', 'conflict');
  });
});

describe('adding and removing hubs', () => {
  const added: ClusterEvent = { type: 'HubAddedToCluster', data: { clusterId, hubId: hubC } };
  const removed: ClusterEvent = { type: 'HubRemovedFromCluster', data: { clusterId, hubId: hubA } };

  it('adds a hub at the end', () => {
    spec.given([created]).when(command('AddHubToCluster', { hubId: hubC })).then([added]);
    expect(fold(clusterDecider, [created, added])).toMatchObject({ hubIds: [hubA, hubB, hubC] });
  });

  it('removes a hub it holds', () => {
    spec.given([created]).when(command('RemoveHubFromCluster', { hubId: hubA })).then([removed]);
    expect(fold(clusterDecider, [created, removed])).toMatchObject({ hubIds: [hubB] });
  });

  it('takes a removed hub back', () => {
    spec.given([created, removed]).when(command('AddHubToCluster', { hubId: hubA })).then([{ type: 'HubAddedToCluster', data: { clusterId, hubId: hubA } }]);
  });

  it('refuses a hub it already holds, and removing one it does not', () => {
    spec.given([created]).when(command('AddHubToCluster', { hubId: hubB })).thenFails('hub_already_in_cluster', 'rule');
    spec.given([created]).when(command('RemoveHubFromCluster', { hubId: hubC })).thenFails('hub_not_in_cluster', 'rule');
    spec.given([created, removed]).when(command('RemoveHubFromCluster', { hubId: hubA })).thenFails('hub_not_in_cluster', 'rule');
  });

  it(`refuses more than ${MAX_CLUSTER_HUBS} hubs`, () => {
    const hubIds = Array.from({ length: MAX_CLUSTER_HUBS }, (_, index) => `hub-${index}`);
    const full: ClusterEvent = { type: 'ClusterCreated', data: { clusterId, name: 'Full', hubIds, createdBy: adminId } };
    spec.given([full]).when(command('AddHubToCluster', { hubId: hubC })).thenFails('cluster_full', 'rule');
  });

  it('refuses on a cluster that does not exist', () => {
    spec.given([]).when(command('AddHubToCluster', { hubId: hubA })).thenFails('cluster_not_found', 'not_found');
    spec.given([]).when(command('RemoveHubFromCluster', { hubId: hubA })).thenFails('cluster_not_found', 'not_found');
  });
});

describe('renaming a cluster', () => {
  it('records the new and the previous name', () => {
    const renamed: ClusterEvent = { type: 'ClusterRenamed', data: { clusterId, name: 'Toronto East End', previousName: 'Toronto East' } };
    spec.given([created]).when(command('RenameCluster', { name: 'Toronto East End' })).then([renamed]);
    expect(fold(clusterDecider, [created, renamed])).toMatchObject({ name: 'Toronto East End' });
  });

  it('refuses the name it already has, and a missing cluster', () => {
    spec.given([created]).when(command('RenameCluster', { name: 'Toronto East' })).thenFails('cluster_name_unchanged', 'rule');
    spec.given([]).when(command('RenameCluster', { name: 'X' })).thenFails('cluster_not_found', 'not_found');
  });
});

describe('cluster request bodies', () => {
  const errorsOf = (schema: typeof clusterRecord.create.body, body: unknown): FieldError[] => {
    try {
      parseOrThrow(schema, body);
      return [];
    } catch (error) {
      if (isDomainError(error)) return error.errors;
      throw error;
    }
  };

  it('creates with no hubs when hubIds is left out', () => {
    const body = parseOrThrow(clusterRecord.create.body, { name: 'Austin' });
    expect(clusterRecord.create.toCommand(clusterId, body as never, metadata, { id: adminId, roleId: Role.ADMIN }).data).toEqual({ clusterId, name: 'Austin', hubIds: [] });
  });

  it('names the bad fields', () => {
    expect(errorsOf(clusterRecord.create.body, { hubIds: [hubA, 'hub-2'], owner: 'x' })).toEqual([
      { path: 'name', message: 'is required' },
      { path: 'hubIds.1', message: 'must be a UUID' },
      { path: 'owner', message: 'is not an allowed field' },
    ]);
    expect(errorsOf(clusterRecord.create.body, { name: 'A', hubIds: [hubA, hubA] })).toEqual([{ path: 'hubIds', message: 'must not name a hub twice' }]);
    expect(errorsOf(clusterRecord.create.body, { name: 'A', hubIds: hubA })).toEqual([{ path: 'hubIds', message: 'must be a list of hub UUIDs' }]);
    expect(errorsOf(clusterRecord.actions['add-hub'].body, { expectedVersion: -1 })).toEqual([
      { path: 'expectedVersion', message: 'must be an integer greater than or equal to 0' },
      { path: 'hubId', message: 'is required' },
    ]);
    expect(errorsOf(clusterRecord.actions.rename.body, { expectedVersion: 0, name: ' ' })).toEqual([{ path: 'name', message: 'must not be empty' }]);
  });
});
