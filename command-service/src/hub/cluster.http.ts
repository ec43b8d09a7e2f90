import { clusterRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const ClusterCommandsHttp = recordCommandsHttp(clusterRecord, { resource: 'shared-living-clusters', tag: 'shared-living clusters' });
