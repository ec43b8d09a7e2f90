import type { Db } from 'mongodb';
import { NOTES_COLLECTION, type NoteDocument } from '@careledger/storage/mongo';
import { countDocumentsCapped } from '../../http/mongo-list';
import type { NoteReads } from '../note-reads';
import type { NoteRecord } from '../note-view';
import { noteAuthorsFilter, noteListQuery } from './note-list-query';

/** A document as the lists and the one-note read have it (the state left on the server), its patient's facts as the SQL join names them. */
export const noteRecordOf = (note: Omit<NoteDocument, 'state'>): NoteRecord => {
  const { _id, document, patient, read_visibility: _visibility, last_position: _position, ...fields } = note;
  if (document === null) throw new Error(`The note ${_id} has no rendered document: the notes read model needs rebuilding.`);
  return {
    id: _id,
    ...fields,
    document,
    patient_agency_id: patient?.agency_id ?? null,
    patient_partner_id: patient?.partner_id ?? null,
    patient_care_team: patient?.care_team ?? null,
    patient_created_by: patient?.created_by ?? null,
    patient_known: patient !== null,
  };
};

/** The notes read model as MongoDB keeps it (`projections` writes it when MONGODB_URL is set). */
export const mongoNoteReads = (db: Db): NoteReads => {
  const notes = db.collection<NoteDocument>(NOTES_COLLECTION);
  return {
    async page(actor, request) {
      const { filter, pipeline } = noteListQuery(actor, request);
      const [documents, count] = await Promise.all([
        notes.aggregate<Omit<NoteDocument, 'state'>>(pipeline).toArray(),
        countDocumentsCapped(db.collection(NOTES_COLLECTION), filter),
      ]);
      return { rows: documents.map(noteRecordOf), ...count };
    },
    async authors(actor, subject) {
      return notes.distinct('author_id', noteAuthorsFilter(actor, subject));
    },
    async note(id) {
      const document = await notes.findOne({ _id: { $eq: id } }, { projection: { state: 0 } });
      return document ? noteRecordOf(document) : null;
    },
  };
};
