import { describe, expect, it } from 'vitest';
import { evolveNote, initialNoteState, renderNoteState, type NoteEvent } from '@careledger/domain';
import type { NotePatientRow, NoteRow } from '../note-rows';
import { noteDocumentOf, notePatientDocumentOf, notePatientRowOf, noteRowOf } from './note-documents';

const NOTE = '00000000-0000-4000-8000-000000000031';
const PATIENT = '00000000-0000-4000-8000-000000000001';
const AUTHOR = '00000000-0000-4000-8000-000000000009';
const AGENCY = '00000000-0000-4000-8000-0000000000a1';

const created: NoteEvent = {
  type: 'NoteCreated',
  data: {
    noteId: NOTE, subject: { kind: 'patient', patientId: PATIENT }, authorId: AUTHOR, authorAgencyId: AGENCY, authorPartnerId: null,
    noteTypeId: 2, noteTemplateId: null, dateOfService: '2026-02-28', body: 'Slept well.', visibility: 1, isDraft: false, createdAt: '2026-03-01T09:00:00.000Z',
  },
};
const state = evolveNote(initialNoteState(), created);

const row: NoteRow = {
  id: NOTE, kind: 'patient', patient_id: PATIENT, hub_id: null, cluster_id: null, author_id: AUTHOR, author_agency_id: AGENCY, author_partner_id: null,
  note_type_id: 2, note_template_id: null, date_of_service: '2026-02-28', visibility: 1, is_draft: false, status: 'published',
  published_at: '2026-03-01T09:00:00.000Z', document: renderNoteState(state), state, appended_count: 0, version: 0,
  created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-01T09:00:00.000Z', last_position: 12,
};
const patient: NotePatientRow = { patient_id: PATIENT, agency_id: AGENCY, partner_id: null, care_team: [AUTHOR], created_by: 'family-1', version: 3, last_position: 10 };

describe('note documents', () => {
  it('keep the id as _id, instants as dates, the date of service as text, and the state and rendered document as they are', () => {
    const document = noteDocumentOf(row, patient);
    expect(document).toMatchObject({
      _id: NOTE,
      date_of_service: '2026-02-28',
      published_at: new Date('2026-03-01T09:00:00.000Z'),
      created_at: new Date('2026-03-01T09:00:00.000Z'),
      state,
      document: row.document,
    });
    expect(document).not.toHaveProperty('id');
  });

  it("carry what the read rules look at: the patient's facts, and the visibility a draft or discarded note has for them (its author's)", () => {
    expect(noteDocumentOf(row, patient)).toMatchObject({ read_visibility: 1, patient: { agency_id: AGENCY, partner_id: null, care_team: [AUTHOR], created_by: 'family-1' } });
    expect(noteDocumentOf({ ...row, status: 'draft', is_draft: true, published_at: null }, patient).read_visibility).toBe(2);
    expect(noteDocumentOf({ ...row, status: 'discarded', is_draft: true, published_at: null, visibility: 3 }, patient).read_visibility).toBe(2);
    expect(noteDocumentOf(row, null).patient).toBeNull();
    // Another patient's facts are never taken for the note's.
    expect(noteDocumentOf(row, { ...patient, patient_id: '00000000-0000-4000-8000-000000000002' }).patient).toBeNull();
    expect(noteDocumentOf({ ...row, kind: 'hub', patient_id: null, hub_id: '00000000-0000-4000-8000-0000000000d1' }, null).patient).toBeNull();
  });

  it('give back the row they were made from, a draft too', () => {
    expect(noteRowOf(noteDocumentOf(row, patient))).toEqual(row);
    const draft = { ...row, status: 'draft' as const, is_draft: true, published_at: null };
    expect(noteRowOf(noteDocumentOf(draft, null))).toEqual(draft);
  });

  it("keep a patient's facts under the patient's id", () => {
    expect(notePatientDocumentOf(patient)).toEqual({ _id: PATIENT, agency_id: AGENCY, partner_id: null, care_team: [AUTHOR], created_by: 'family-1', version: 3, last_position: 10 });
    expect(notePatientRowOf(notePatientDocumentOf(patient))).toEqual(patient);
  });
});
