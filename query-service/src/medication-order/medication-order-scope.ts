import { medicationOrderReadScope, type MedicationOrderReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { patientOfRecord } from '../patient/patient-scope';
import { numberedCondition, type SqlColumns } from '../policy/compile-condition';

const MEDICATION_ORDER_READ_COLUMNS: SqlColumns<MedicationOrderReadFacts> = { patient: patientOfRecord('patient_id') };

/** The medication order `read` rule of the policy (`medicationOrderReadScope`) as a SQL condition on `medication_orders`. */
export const medicationOrderScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } =>
  numberedCondition(medicationOrderReadScope(actor), MEDICATION_ORDER_READ_COLUMNS, nextParameter);
