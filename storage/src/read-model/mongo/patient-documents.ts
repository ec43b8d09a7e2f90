import type { PatientContactRow, PatientRow } from '../patient-rows';
import { toDate, toInstant } from './instants';

/** A contact kept inside its patient's document, in the patient's order. */
export type PatientContactDocument = Omit<PatientContactRow, 'patient_id' | 'ordinal'>;

/**
 * A `patients` document: the row's fields under the same names, the id as `_id`, instants as
 * dates, its contacts inside it (one document per patient, as one read), and the names lower-cased
 * as the SQL list searches and sorts them (`lower(last_name) COLLATE "C"`: byte order, as MongoDB
 * compares strings).
 */
export interface PatientDocument extends Omit<PatientRow, 'id' | 'created_at' | 'updated_at'> {
  _id: string;
  created_at: Date;
  updated_at: Date;
  contacts: PatientContactDocument[];
  last_name_key: string;
  first_name_key: string;
}

export const PATIENTS_COLLECTION = 'patients';

/** The name as the list searches and sorts it. */
export const nameKey = (name: string): string => name.toLowerCase();

export const patientDocumentOf = ({ id, created_at, updated_at, ...fields }: PatientRow, contacts: readonly PatientContactRow[]): PatientDocument => ({
  _id: id,
  ...fields,
  created_at: toDate(created_at),
  updated_at: toDate(updated_at),
  contacts: [...contacts].sort((a, b) => a.ordinal - b.ordinal).map(({ patient_id: _patient, ordinal: _ordinal, ...contact }) => contact),
  last_name_key: nameKey(fields.last_name),
  first_name_key: nameKey(fields.first_name),
});

export const patientRowOf = ({ _id, created_at, updated_at, contacts: _contacts, last_name_key: _last, first_name_key: _first, ...fields }: PatientDocument): PatientRow => ({
  id: _id,
  ...fields,
  created_at: toInstant(created_at),
  updated_at: toInstant(updated_at),
});

export const patientContactRowsOf = (document: PatientDocument): PatientContactRow[] =>
  document.contacts.map((contact, ordinal) => ({ patient_id: document._id, ordinal, ...contact }));
