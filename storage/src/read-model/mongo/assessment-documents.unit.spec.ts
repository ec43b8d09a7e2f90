import { describe, expect, it } from 'vitest';
import type { AssessmentRow } from '../assessment-rows';
import { assessmentDocumentOf, assessmentRowOf } from './assessment-documents';

const row: AssessmentRow = {
  id: '00000000-0000-4000-8000-000000000011',
  status: 2,
  version: 3,
  patient_id: '00000000-0000-4000-8000-000000000001',
  agency_id: null,
  care_service_id: 3,
  summary: 'Needs help at home',
  visit_at: '2026-03-10T14:00:00.000Z',
  cancel_reason: null,
  created_by: 'user-1',
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  last_position: 42,
};

describe('assessment documents', () => {
  it('keep the id as _id and every instant as a date', () => {
    expect(assessmentDocumentOf(row)).toEqual({
      _id: row.id,
      status: 2,
      version: 3,
      patient_id: row.patient_id,
      agency_id: null,
      care_service_id: 3,
      summary: 'Needs help at home',
      visit_at: new Date('2026-03-10T14:00:00.000Z'),
      cancel_reason: null,
      created_by: 'user-1',
      created_at: new Date('2026-03-01T09:00:00.000Z'),
      updated_at: new Date('2026-03-02T09:00:00.000Z'),
      last_position: 42,
    });
  });

  it('give back the row they were made from', () => {
    expect(assessmentRowOf(assessmentDocumentOf(row))).toEqual(row);
    expect(assessmentRowOf(assessmentDocumentOf({ ...row, visit_at: null }))).toEqual({ ...row, visit_at: null });
  });

  it('keep instants to the millisecond, as every answer shows them', () => {
    const stored = assessmentDocumentOf({ ...row, created_at: '2026-03-01T09:00:00.123456Z', updated_at: '2026-03-01T09:00:00.999999+00:00' });
    expect(assessmentRowOf(stored)).toMatchObject({ created_at: '2026-03-01T09:00:00.123Z', updated_at: '2026-03-01T09:00:00.999Z' });
  });
});
