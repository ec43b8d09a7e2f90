import { hubRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const HubCommandsHttp = recordCommandsHttp(hubRecord, { resource: 'shared-living-hubs', tag: 'shared-living hubs' });
