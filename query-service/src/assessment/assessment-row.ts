import type { AssessmentAnswer } from '@careledger/domain';
export interface AssessmentRow {
  id: string;
  status: number;
  version: number;
  patient_id: string;
  agency_id: string | null;
  care_service_id: number;
  summary: string | null;
  visit_at: Date | string | null;
  cancel_reason: string | null;
  created_by: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export const toAssessmentView = (row: AssessmentRow): AssessmentAnswer => ({
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
