import type { AssessmentAnswer } from '@careledger/domain';
import type { AssessmentRow as StoredAssessmentRow, DriverInstant } from '@careledger/storage';
import type { Unnamed } from '../names/display-names';


/** An `assessments` row as the list and detail queries select it. */
export type AssessmentRow = Omit<StoredAssessmentRow<DriverInstant>, 'last_position'>;

/** The ids an assessment names, and what each points at. */
export const ASSESSMENT_NAMES = { patientId: 'patient', agencyId: 'agency', createdBy: 'user' } as const;

/** An assessment before its names are looked up (`withNames`). */
export type AssessmentRecord = Unnamed<AssessmentAnswer, typeof ASSESSMENT_NAMES>;

const iso = (value: Date | string): string => new Date(value).toISOString();

export const toAssessmentView = (row: AssessmentRow): AssessmentRecord => ({
  id: row.id,
  status: Number(row.status),
  version: Number(row.version),
  patientId: row.patient_id,
  agencyId: row.agency_id,
  careServiceId: Number(row.care_service_id),
  summary: row.summary,
  visitAt: row.visit_at === null ? null : iso(row.visit_at),
  cancelReason: row.cancel_reason,
  createdBy: row.created_by,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const ASSESSMENT_COLUMNS =
  'id, status, version, patient_id, agency_id, care_service_id, summary, visit_at, cancel_reason, created_by, created_at, updated_at';
