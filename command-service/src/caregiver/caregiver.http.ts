import { caregiverRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const CaregiverCommandsHttp = recordCommandsHttp(caregiverRecord, { resource: 'caregivers', tag: 'caregivers' });
