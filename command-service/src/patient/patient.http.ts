import { patientRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const PatientCommandsHttp = recordCommandsHttp(patientRecord, { resource: 'patients', tag: 'patients' });
