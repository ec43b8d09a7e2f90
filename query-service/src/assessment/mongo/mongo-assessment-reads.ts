import type { Db } from 'mongodb';
import { ASSESSMENTS_COLLECTION, assessmentRowOf, type AssessmentDocument } from '@careledger/storage/mongo';
import { countDocumentsCapped } from '../../http/mongo-list';
import type { AssessmentReads } from '../assessment-reads';
import { toAssessmentView, type AssessmentRecord } from '../assessment-row';
import { assessmentListQuery } from './assessment-list-query';

/** A document as the list and the detail call show it, before names are added. */
export const assessmentViewOf = (document: AssessmentDocument): AssessmentRecord => toAssessmentView(assessmentRowOf(document));

/** The assessments read model as MongoDB keeps it (`projections` writes it when MONGODB_URL is set). */
export const mongoAssessmentReads = (db: Db): AssessmentReads => {
  const assessments = db.collection<AssessmentDocument>(ASSESSMENTS_COLLECTION);
  return {
    async page(actor, request) {
      const { filter, pipeline } = assessmentListQuery(actor, request);
      const [documents, count] = await Promise.all([
        assessments.aggregate<AssessmentDocument>(pipeline).toArray(),
        countDocumentsCapped(db.collection(ASSESSMENTS_COLLECTION), filter),
      ]);
      return { rows: documents.map(assessmentViewOf), ...count };
    },
    async row(id) {
      const document = await assessments.findOne({ _id: { $eq: id } });
      return document ? assessmentRowOf(document) : null;
    },
  };
};
