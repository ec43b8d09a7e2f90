import { describe, expect, it } from 'vitest';
import type { ReferralPatientRow, ReferralRow } from '../referral-rows';
import { referralDocumentOf, referralPatientDocumentOf, referralPatientRowOf, referralRowOf } from './referral-documents';

const row: ReferralRow = {
  id: '00000000-0000-4000-8000-000000000021',
  patient_id: '00000000-0000-4000-8000-000000000001',
  partner_id: '00000000-0000-4000-8000-0000000000b1',
  hub_id: null,
  status: 3,
  hold_reason: null,
  opened_on: '2026-03-01',
  hospital_admission_on: '2026-02-25',
  hospital_discharge_on: null,
  on_site_visit_on: null,
  approved_on: null,
  accepted_on: null,
  move_in_on: '2026-03-10',
  move_out_on: null,
  close_reason_id: 1,
  close_comment: 'Settled in',
  discharge_date: '2026-03-11',
  closed_at: '2026-03-11T09:00:00.000Z',
  patient_agency_id: '00000000-0000-4000-8000-0000000000a1',
  patient_created_by: 'family-1',
  created_by: 'partner-1',
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-11T09:00:00.000Z',
  version: 5,
  last_position: 42,
};

describe('referral documents', () => {
  it('keep the id as _id, instants as dates, and calendar dates as the YYYY-MM-DD text that orders as days do', () => {
    const document = referralDocumentOf(row);
    expect(document).toMatchObject({
      _id: row.id,
      opened_on: '2026-03-01',
      move_in_on: '2026-03-10',
      discharge_date: '2026-03-11',
      closed_at: new Date('2026-03-11T09:00:00.000Z'),
      created_at: new Date('2026-03-01T09:00:00.000Z'),
      updated_at: new Date('2026-03-11T09:00:00.000Z'),
      patient_agency_id: row.patient_agency_id,
    });
    expect(document).not.toHaveProperty('id');
  });

  it('give back the row they were made from, an open referral too', () => {
    expect(referralRowOf(referralDocumentOf(row))).toEqual(row);
    const open = { ...row, status: 1 as const, closed_at: null, close_reason_id: null, close_comment: null, discharge_date: null };
    expect(referralRowOf(referralDocumentOf(open))).toEqual(open);
  });

  it('keep instants to the millisecond, as PostgreSQL hands them to the projector', () => {
    const stored = referralDocumentOf({ ...row, created_at: '2026-03-01T09:00:00.123456+00:00', closed_at: '2026-03-11T09:00:00+00:00' });
    expect(referralRowOf(stored)).toMatchObject({ created_at: '2026-03-01T09:00:00.123Z', closed_at: '2026-03-11T09:00:00.000Z' });
  });

  it("keep a patient's facts under the patient's id", () => {
    const facts: ReferralPatientRow = { patient_id: row.patient_id, agency_id: null, created_by: 'family-1', version: 3 };
    expect(referralPatientDocumentOf(facts)).toEqual({ _id: row.patient_id, agency_id: null, created_by: 'family-1', version: 3 });
    expect(referralPatientRowOf(referralPatientDocumentOf(facts))).toEqual(facts);
  });
});
