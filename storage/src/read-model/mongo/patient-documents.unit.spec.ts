import { describe, expect, it } from 'vitest';
import type { PatientContactRow, PatientRow } from '../patient-rows';
import { patientContactRowsOf, patientDocumentOf, patientRowOf } from './patient-documents';

const ID = '00000000-0000-4000-8000-000000000001';
const row: PatientRow = {
  id: ID,
  first_name: 'Émile',
  last_name: 'DuPont',
  date_of_birth: '1941-05-02',
  agency_id: '00000000-0000-4000-8000-0000000000a1',
  partner_id: null,
  created_by: 'user-1',
  care_team: ['caregiver-1', 'caregiver-2'],
  care_coordinator_id: null,
  ambulatory_level: 2,
  payer_id: null,
  diagnosis_ids: [12, 40],
  language_ids: [1],
  assistance_levels: {},
  demographics: { gender: null, phone: '555-0100', address: null },
  allergies: [],
  version: 4,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  last_position: 17,
};
const contact = (contactId: string, ordinal: number): PatientContactRow => ({
  patient_id: ID,
  contact_id: contactId,
  ordinal,
  name: `Contact ${contactId}`,
  relationship_id: 1,
  phone: null,
  email: null,
  is_emergency: ordinal === 0,
});

describe('patient documents', () => {
  it('keep the id as _id, instants as dates, the contacts inside in order, and the names as the list sorts them', () => {
    const document = patientDocumentOf(row, [contact('c-2', 1), contact('c-1', 0)]);
    expect(document).toMatchObject({ _id: ID, created_at: new Date(row.created_at), updated_at: new Date(row.updated_at), last_name_key: 'dupont', first_name_key: 'émile' });
    expect(document.contacts.map((kept) => kept.contact_id)).toEqual(['c-1', 'c-2']);
    expect(document).not.toHaveProperty('id');
    expect(document.contacts[0]).not.toHaveProperty('patient_id');
  });

  it('give back the row and the contact rows they were made from', () => {
    const contacts = [contact('c-1', 0), contact('c-2', 1)];
    const document = patientDocumentOf(row, contacts);
    expect(patientRowOf(document)).toEqual(row);
    expect(patientContactRowsOf(document)).toEqual(contacts);
    expect(patientContactRowsOf(patientDocumentOf(row, []))).toEqual([]);
  });
});
