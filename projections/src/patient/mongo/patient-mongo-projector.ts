import {
  ensureMongoIndexes,
  loadDocuments,
  PATIENTS_COLLECTION,
  patientContactRowsOf,
  patientDocumentOf,
  patientRowOf,
  upsertDocuments,
  type PatientDocument,
} from '@careledger/storage/mongo';
import { foldRows } from '../../engine/fold-rows';
import type { MongoProjector } from '../../engine/mongo/mongo-projector';
import { fromPatientContactRow, fromPatientRow, toPatientContactRows, toPatientRow } from '../patient-records';
import { evolve, isPatientEventType, isRecordedPatientEvent, type FoldedPatient } from '../patient-row';
import { PATIENTS_SCHEMA_VERSION } from '../patient-table';
import { PATIENT_INDEXES } from './patient-collection';

const foldedOf = (document: PatientDocument): FoldedPatient => fromPatientRow(patientRowOf(document), patientContactRowsOf(document).map(fromPatientContactRow));

const documentOf = (folded: FoldedPatient): PatientDocument => patientDocumentOf(toPatientRow(folded), toPatientContactRows(folded.patient.patientId, folded.patient.contacts));

/** The patients read model in MongoDB: the same fold as the SQL projector, each patient one document with its contacts inside. */
export const patientMongoProjector: MongoProjector = {
  name: 'patients',
  version: PATIENTS_SCHEMA_VERSION,
  collections: [PATIENTS_COLLECTION],
  handles: isPatientEventType,
  ensureIndexes: (db) => ensureMongoIndexes(db, PATIENTS_COLLECTION, PATIENT_INDEXES),
  async apply(tx, events) {
    const patientEvents = events.filter(isRecordedPatientEvent);
    const idOf = (event: (typeof patientEvents)[number]): string => event.data.patientId;
    const stored = await loadDocuments<PatientDocument>(tx, PATIENTS_COLLECTION, [...new Set(patientEvents.map(idOf))]);
    const changed = foldRows(new Map(stored.map((document) => [document._id, foldedOf(document)])), patientEvents, idOf, evolve);
    await upsertDocuments(tx, PATIENTS_COLLECTION, [...changed.values()].map(documentOf));
  },
};
