import { patientReadScope, type PatientReadFacts } from '@careledger/domain';
import { numberedCondition, type SqlColumns, type SqlRelation } from '../policy/compile-condition';
import type { Actor } from '@careledger/http';

export const PATIENT_READ_COLUMNS: SqlColumns<PatientReadFacts> = {
  agencyId: 'agency_id',
  partnerId: 'partner_id',
  careTeam: { list: 'care_team', of: 'text[]' },
  createdBy: 'created_by',
};

/** The patient of a record whose table keeps the patient's id as text in `patientIdColumn`. */
export const patientOfRecord = (patientIdColumn: string): SqlRelation<PatientReadFacts> => ({
  related: (condition) => `${patientIdColumn} IN (SELECT id::text FROM patients WHERE ${condition})`,
  columns: PATIENT_READ_COLUMNS,
});

/** The patient `read` rule of the policy (`patientReadScope`) as a SQL condition on `patients`. */
export const patientScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } =>
  numberedCondition(patientReadScope(actor), PATIENT_READ_COLUMNS, nextParameter);
