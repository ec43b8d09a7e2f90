import { NoteVisibility, type NoteVisibilityId } from '@careledger/domain';
import type { NotePatientRow, NoteRow } from '../note-rows';
import { toDate, toDateOrNull, toInstant, toInstantOrNull } from './instants';

/** What a patient note's read rule needs of its patient, as `note_patients` has it. */
export type NotePatientFacts = Pick<NotePatientRow, 'agency_id' | 'partner_id' | 'care_team' | 'created_by'>;

/**
 * A `notes` document: the row's fields under the same names (the domain's state and the rendered
 * document as they are), the id as `_id`, instants as dates; the date of service stays YYYY-MM-DD
 * text, which orders as days do. Beside them, what the read rules look at, where PostgreSQL joins
 * `note_patients` and computes it in the query.
 */
export interface NoteDocument extends Omit<NoteRow, 'id' | 'published_at' | 'created_at' | 'updated_at'> {
  _id: string;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** The visibility the read rules see: a draft or a discarded note is its author's alone (2). */
  read_visibility: NoteVisibilityId;
  /** The note's patient's facts as they stand now; null for a hub or cluster note, or a patient never heard of. */
  patient: NotePatientFacts | null;
}

/** A `note_patients` document: the patient's id as `_id`. */
export interface NotePatientDocument extends Omit<NotePatientRow, 'patient_id'> {
  _id: string;
}

export const NOTES_COLLECTION = 'notes';
export const NOTE_PATIENTS_COLLECTION = 'note_patients';

export const notePatientFactsOf = ({ agency_id, partner_id, care_team, created_by }: NotePatientRow): NotePatientFacts => ({ agency_id, partner_id, care_team, created_by });

/** The visibility a read rule sees, as `noteFactsOfRecord` gives it to `can()`. */
export const readVisibilityOf = (row: Pick<NoteRow, 'status' | 'visibility'>): NoteVisibilityId => (row.status === 'published' ? row.visibility : NoteVisibility.AUTHOR);

/** `patient`: the facts of the note's patient, where the note is about one that `note_patients` knows. */
export const noteDocumentOf = ({ id, published_at, created_at, updated_at, ...fields }: NoteRow, patient: NotePatientRow | null): NoteDocument => ({
  _id: id,
  ...fields,
  published_at: toDateOrNull(published_at),
  created_at: toDate(created_at),
  updated_at: toDate(updated_at),
  read_visibility: readVisibilityOf(fields),
  patient: patient && fields.patient_id === patient.patient_id ? notePatientFactsOf(patient) : null,
});

export const noteRowOf = ({ _id, published_at, created_at, updated_at, read_visibility: _visibility, patient: _patient, ...fields }: NoteDocument): NoteRow => ({
  id: _id,
  ...fields,
  published_at: toInstantOrNull(published_at),
  created_at: toInstant(created_at),
  updated_at: toInstant(updated_at),
});

export const notePatientDocumentOf = ({ patient_id, ...fields }: NotePatientRow): NotePatientDocument => ({ _id: patient_id, ...fields });

export const notePatientRowOf = ({ _id, ...fields }: NotePatientDocument): NotePatientRow => ({ patient_id: _id, ...fields });
