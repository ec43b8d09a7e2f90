import type { MedicationAdministrationAnswer, MedicationState } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import type { Unnamed } from '../names/display-names';
import { iso } from '../shared-living/query-params';

/** The ids a medication record names, and what each points at. */
export const MEDICATION_NAMES = { patientId: 'patient', recordedBy: 'user' } as const;

/** A medication record before its names are looked up (`withNames`). */
export type MedicationView = Unnamed<MedicationAdministrationAnswer, typeof MEDICATION_NAMES>;

export const MEDICATION_COLUMNS = 'id, state, version, created_at, updated_at';

/** A `medication_administrations` row as the queries select it (`MEDICATION_COLUMNS`); a driver may hand `state` back as text. */
export type MedicationRecord = Omit<StateRow<MedicationState | string, DriverInstant>, 'last_position'>;

export const toMedicationView = (record: MedicationRecord): MedicationView => {
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
