import type { Db } from 'mongodb';
import { PATIENTS_COLLECTION, patientRowOf, type PatientDocument } from '@careledger/storage/mongo';
import { countDocumentsCapped } from '../../http/mongo-list';
import type { PatientReads } from '../patient-reads';
import { toPatientSummary, type PatientContactRecord } from '../patient-view';
import { patientListQuery } from './patient-list-query';

/** A list's document (its contacts left out) as the list shows it, before names are added. */
export const patientSummaryOf = (document: Omit<PatientDocument, 'contacts'>): ReturnType<typeof toPatientSummary> =>
  toPatientSummary(patientRowOf({ ...document, contacts: [] }));

/** The patients read model as MongoDB keeps it (`projections` writes it when MONGODB_URL is set). */
export const mongoPatientReads = (db: Db): PatientReads => {
  const patients = db.collection<PatientDocument>(PATIENTS_COLLECTION);
  return {
    async page(actor, request) {
      const { filter, pipeline } = patientListQuery(actor, request);
      const [documents, count] = await Promise.all([
        patients.aggregate<Omit<PatientDocument, 'contacts'>>(pipeline).toArray(),
        countDocumentsCapped(db.collection(PATIENTS_COLLECTION), filter),
      ]);
      return { rows: documents.map(patientSummaryOf), ...count };
    },
    async patient(id) {
      const document = await patients.findOne({ _id: { $eq: id } });
      if (!document) return null;
      const contacts: PatientContactRecord[] = document.contacts;
      return { record: patientRowOf(document), contacts };
    },
  };
};
