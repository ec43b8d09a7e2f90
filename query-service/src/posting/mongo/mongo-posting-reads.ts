import type { Db } from 'mongodb';
import { PATIENTS_COLLECTION, POSTINGS_COLLECTION, postingRowOf, type PatientDocument, type PostingDocument } from '@careledger/storage/mongo';
import { countDocumentsCapped } from '../../http/mongo-list';
import type { PostingPatientRecord, PostingReads } from '../posting-reads';
import { toPostingView, type PostingView } from '../posting-view';
import { postingListQuery, type PatientIdsMatching } from './posting-list-query';

/** A document as the list and the detail call show it, before names are added. */
export const postingViewOf = (document: PostingDocument): PostingView => toPostingView(postingRowOf(document));

const PATIENT_FACTS = { agency_id: 1, partner_id: 1, care_team: 1, created_by: 1 } as const;

/** The postings read model as MongoDB keeps it (`projections` writes it when MONGODB_URL is set), with `patients` for the scope that goes through them. */
export const mongoPostingReads = (db: Db): PostingReads => {
  const postings = db.collection<PostingDocument>(POSTINGS_COLLECTION);
  const patients = db.collection<PatientDocument>(PATIENTS_COLLECTION);
  const patientIdsMatching: PatientIdsMatching = (patientFilter) => patients.distinct('_id', patientFilter);
  return {
    async page(actor, request) {
      const { filter, pipeline } = await postingListQuery(actor, request, patientIdsMatching);
      const [documents, count] = await Promise.all([
        postings.aggregate<PostingDocument>(pipeline).toArray(),
        countDocumentsCapped(db.collection(POSTINGS_COLLECTION), filter),
      ]);
      return { rows: documents.map(postingViewOf), ...count };
    },
    async posting(id) {
      const document = await postings.findOne({ _id: { $eq: id } });
      if (!document) return null;
      const patient = await patients.findOne<PostingPatientRecord>({ _id: { $eq: document.patient_id.toLowerCase() } }, { projection: { _id: 0, ...PATIENT_FACTS } });
      return { record: postingRowOf(document), patient };
    },
  };
};
