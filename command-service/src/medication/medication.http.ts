import { medicationRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const MedicationCommandsHttp = recordCommandsHttp(medicationRecord, {
  resource: 'medication-administrations',
  tag: 'medication',
  createUnder: { path: 'patients/:parentId/medication-administrations', field: 'patientId' },
});
