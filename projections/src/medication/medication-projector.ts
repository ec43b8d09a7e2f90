import { evolveMedication, initialMedicationState, medicationEventTypes, type MedicationEvent, type MedicationState } from '@careledger/domain';
import { stateProjector } from '../engine/state-projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const MEDICATION_ADMINISTRATIONS_SCHEMA_VERSION = 1;

/** DDL of `medication_administrations`: every list is one patient's, by time the dose was due. */
export const medicationTables = (suffix: string): string => {
  const t = `medication_administrations${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      id uuid PRIMARY KEY,
      patient_id text NOT NULL,
      medication_name text NOT NULL,
      dose text NOT NULL,
      scheduled_at timestamptz NOT NULL,
      status smallint NOT NULL,
      voided boolean NOT NULL,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t}_patient_scheduled_idx ON ${t} (patient_id, scheduled_at, id);
    CREATE INDEX IF NOT EXISTS ${t}_patient_medication_idx ON ${t} (patient_id, medication_name, dose, scheduled_at);`;
};

/** One row per medication administration record (one scheduled dose), its outcome and history in `state`. */
export const medicationProjector = stateProjector<MedicationState, MedicationEvent>({
  name: 'medication_administrations',
  version: MEDICATION_ADMINISTRATIONS_SCHEMA_VERSION,
  table: 'medication_administrations',
  eventTypes: medicationEventTypes,
  creationType: 'MedicationAdministrationRecorded',
  idOf: (event) => event.data.administrationId,
  initial: initialMedicationState,
  evolve: evolveMedication,
  exists: (state) => state.status !== 'none',
  columns: (state) =>
    state.status === 'none'
      ? {}
      : {
          patient_id: state.patientId,
          medication_name: state.medicationName,
          dose: state.dose,
          scheduled_at: state.scheduledAt,
          status: state.outcome.status,
          voided: state.status === 'voided',
        },
  createTables: medicationTables,
});
