import { z } from 'zod';
import { textField, uuidField } from '../hub/fields';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { MAX_CLUSTER_HUBS, type ClusterCommand } from './commands';
import { clusterDecider } from './decider';
import type { ClusterEvent } from './events';
import { clusterFactsOf } from './facts';
import type { ClusterState } from './state';
import type { ClusterAction } from './actions';

const clusterName = textField(120);
const hubIds = z
  .array(uuidField, { error: ruleMessage('must be a list of hub UUIDs') })
  .max(MAX_CLUSTER_HUBS, { error: `must hold at most ${MAX_CLUSTER_HUBS} hubs` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'must not name a hub twice' });

export const clusterRecord: RecordType<ClusterState, ClusterCommand, ClusterEvent, ClusterAction> = {
  category: 'cluster',
  noun: 'shared-living cluster',
  decider: clusterDecider,
  exists: (state) => state.status !== 'none',
  create: creation({ name: clusterName, hubIds: hubIds.optional() }, (clusterId, body, metadata) => ({
    type: 'CreateCluster',
    data: { clusterId, name: body.name, hubIds: body.hubIds ?? [] },
    metadata,
  })),
  actions: {
    'add-hub': action({ hubId: uuidField }, (clusterId, body, metadata) => ({ type: 'AddHubToCluster', data: { clusterId, hubId: body.hubId }, metadata })),
    'remove-hub': action({ hubId: uuidField }, (clusterId, body, metadata) => ({
      type: 'RemoveHubFromCluster',
      data: { clusterId, hubId: body.hubId },
      metadata,
    })),
    rename: action({ name: clusterName }, (clusterId, body, metadata) => ({ type: 'RenameCluster', data: { clusterId, name: body.name }, metadata })),
  },
  factsOf: clusterFactsOf,
  factsOfCreation: (command) => ({ createdBy: command.metadata.actorId }),
};
