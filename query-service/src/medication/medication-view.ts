import type { MedicationState, MedicationAdministrationAnswer } from '@careledger/domain';
import { iso } from '../shared-living/query-params';

export const MEDICATION_COLUMNS = 'id, state, version, created_at, updated_at';

export interface MedicationRecord {
  id: string;
  state: MedicationState | string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export const toMedicationView = (record: MedicationRecord): MedicationAdministrationAnswer => {
  const state = typeof record.state === 'string' ? (JSON.parse(record.state) as MedicationState) : record.state;
  if (state.status === 'none') throw new Error(`medication_administrations row ${record.id} holds no administration`);
  return {
    id: record.id,
    patientId: state.patientId,
    medicationName: state.medicationName,
    dose: state.dose,
    scheduledAt: state.scheduledAt,
    status: state.outcome.status,
    reasonId: state.outcome.reasonId,
    comment: state.outcome.comment,
    administeredAt: state.outcome.administeredAt,
    corrections: state.corrections,
    voided: state.status === 'voided',
    voidReason: state.status === 'voided' ? state.voidReason : null,
    recordedBy: state.recordedBy,
    version: record.version,
    createdAt: iso(record.created_at) ?? '',
    updatedAt: iso(record.updated_at) ?? '',
  };
};
