import { isNoteViewLogStream, noteEventTypes } from '@careledger/domain';
import type { NotePatientRow, NoteRow, RecordedEvent } from '@careledger/storage';
import {
  ensureMongoIndexes,
  loadDocuments,
  NOTE_PATIENTS_COLLECTION,
  noteDocumentOf,
  notePatientDocumentOf,
  notePatientFactsOf,
  notePatientRowOf,
  noteRowOf,
  NOTES_COLLECTION,
  upsertDocuments,
  type MongoTransaction,
  type NoteDocument,
  type NotePatientDocument,
} from '@careledger/storage/mongo';
import type { AnyBulkWriteOperation } from 'mongodb';
import { byKey, foldRows } from '../../engine/fold-rows';
import type { MongoProjector } from '../../engine/mongo/mongo-projector';
import { NOTES_SCHEMA_VERSION, noteProjector } from '../note-projector';
import { evolveNotePatient, evolveNoteRow, notePatientEventTypes, type RecordedNoteEvent, type RecordedPatientEvent } from '../note-rows';
import { NOTE_INDEXES } from './note-collection';

const noteTypes: ReadonlySet<string> = new Set(noteEventTypes);
const patientTypes: ReadonlySet<string> = new Set(notePatientEventTypes);
// A view in the note's view log leaves the note as it is (the view log itself stays in SQL).
const isNoteEvent = (event: RecordedEvent): event is RecordedNoteEvent => noteTypes.has(event.type) && !isNoteViewLogStream(event.streamId);
const isPatientEvent = (event: RecordedEvent): event is RecordedPatientEvent => patientTypes.has(event.type);
const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** The facts of each patient the notes name: as the batch left them, else as stored. */
const patientsNamed = async (tx: MongoTransaction, changed: ReadonlyMap<string, NotePatientRow>, notes: readonly NoteRow[]): Promise<Map<string, NotePatientRow>> => {
  const named = unique(notes.flatMap((row) => (row.patient_id === null ? [] : [row.patient_id])));
  const stored = await loadDocuments<NotePatientDocument>(tx, NOTE_PATIENTS_COLLECTION, named.filter((id) => !changed.has(id)));
  return new Map([...stored.map(notePatientRowOf).map((row) => [row.patient_id, row] as const), ...changed]);
};

/** Every note of a patient whose facts changed takes them: one update per patient, whatever the number of notes. */
const carryPatientFacts = async ({ db, session }: MongoTransaction, patients: readonly NotePatientRow[]): Promise<void> => {
  if (patients.length === 0) return;
  const operations = patients.map(
    (patient): AnyBulkWriteOperation<NoteDocument> => ({ updateMany: { filter: { patient_id: patient.patient_id }, update: { $set: { patient: notePatientFactsOf(patient) } } } }),
  );
  await db.collection<NoteDocument>(NOTES_COLLECTION).bulkWrite(operations, { session, ordered: false });
};

/**
 * The notes read model in MongoDB, for the note lists and the one-note read: the SQL projector's
 * folds (`evolveNoteRow`, `evolveNotePatient`) over the stored documents, each note carrying its
 * patient's facts where PostgreSQL joins `note_patients`. The edit and view logs stay in SQL.
 */
export const noteMongoProjector: MongoProjector = {
  name: 'notes',
  version: NOTES_SCHEMA_VERSION,
  collections: [NOTES_COLLECTION, NOTE_PATIENTS_COLLECTION],
  handles: noteProjector.handles,
  ensureIndexes: (db) => ensureMongoIndexes(db, NOTES_COLLECTION, NOTE_INDEXES),
  async apply(tx, events) {
    const patientEvents = events.filter(isPatientEvent);
    const patientIdOf = (event: RecordedPatientEvent): string => event.data.patientId;
    const storedPatients = await loadDocuments<NotePatientDocument>(tx, NOTE_PATIENTS_COLLECTION, unique(patientEvents.map(patientIdOf)));
    const patients = foldRows(byKey(storedPatients.map(notePatientRowOf), (row) => row.patient_id), patientEvents, patientIdOf, evolveNotePatient);

    const noteEvents = events.filter(isNoteEvent);
    const noteIdOf = (event: RecordedNoteEvent): string => event.data.noteId;
    const storedNotes = await loadDocuments<NoteDocument>(tx, NOTES_COLLECTION, unique(noteEvents.map(noteIdOf)));
    const notes = [...foldRows(byKey(storedNotes.map(noteRowOf), (row) => row.id), noteEvents, noteIdOf, evolveNoteRow).values()];
    const named = await patientsNamed(tx, patients, notes);

    await upsertDocuments(tx, NOTE_PATIENTS_COLLECTION, [...patients.values()].map(notePatientDocumentOf));
    await upsertDocuments(tx, NOTES_COLLECTION, notes.map((row) => noteDocumentOf(row, row.patient_id === null ? null : (named.get(row.patient_id) ?? null))));
    await carryPatientFacts(tx, [...patients.values()]);
  },
};
