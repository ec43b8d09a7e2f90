import { agencyRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const AgencyCommandsHttp = recordCommandsHttp(agencyRecord, { resource: 'agencies', tag: 'agencies' });
