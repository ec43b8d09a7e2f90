import { hostLeadRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const HostLeadCommandsHttp = recordCommandsHttp(hostLeadRecord, { resource: 'host-leads', tag: 'host leads' });
