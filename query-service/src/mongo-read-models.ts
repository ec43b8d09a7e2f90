import type { Db } from 'mongodb';
import { MONGO_READ_MODELS, mongoCheckpointBehind, mongoReadModelKey, openMongoReadModels, readMongoCheckpoints } from '@careledger/storage/mongo';
import { mongoAssessmentReads } from './assessment/mongo/mongo-assessment-reads';
import { mongoPatientReads } from './patient/mongo/mongo-patient-reads';
import { mongoPostingReads } from './posting/mongo/mongo-posting-reads';
import { mongoAuditReads } from './history/mongo/mongo-audit-reads';
import { mongoReportBuckets } from './report/mongo/mongo-report-buckets';
import { mongoReferralReads } from './shared-living/mongo/mongo-referral-reads';
import { mongoNoteReads } from './note/mongo/mongo-note-reads';
import type { MongoReads, ReadModelBehind } from './infrastructure';

export interface OpenedMongoReads {
  reads: MongoReads;
  /** Of the read models MongoDB keeps, one whose checkpoint there is below `position`. */
  behind(position: number): Promise<ReadModelBehind | null>;
  close(): Promise<void>;
}

/** The reads of the read models MongoDB keeps, over a connection its owner opened and closes. */
export const mongoReadsOver = (db: Db): Omit<OpenedMongoReads, 'close'> => ({
  reads: {
    checkpoints: async () => (await readMongoCheckpoints(db, MONGO_READ_MODELS)).map(({ name, position }) => ({ name: mongoReadModelKey(name), position })),
    assessments: mongoAssessmentReads(db),
    patients: mongoPatientReads(db),
    postings: mongoPostingReads(db),
    audit: mongoAuditReads(db),
    reports: mongoReportBuckets(db),
    referrals: mongoReferralReads(db),
    notes: mongoNoteReads(db),
  },
  async behind(position) {
    const behind = await mongoCheckpointBehind(db, MONGO_READ_MODELS, position);
    return behind && { name: mongoReadModelKey(behind.name), failedPosition: null, failedEventType: null };
  },
});

/**
 * Connects to MONGODB_URL for the read models the projections worker keeps there. Loaded only
 * when the URL is set: the driver costs every other process its start-up time.
 */
export const openMongoReads = async (url: string): Promise<OpenedMongoReads> => {
  const mongo = await openMongoReadModels(url);
  return { ...mongoReadsOver(mongo.db), close: () => mongo.close() };
};

export { assessmentViewOf, mongoAssessmentReads } from './assessment/mongo/mongo-assessment-reads';
export { assessmentListQuery } from './assessment/mongo/assessment-list-query';
export { countDocumentsCapped } from './http/mongo-list';
export { mongoPatientReads, patientSummaryOf } from './patient/mongo/mongo-patient-reads';
export { patientListQuery } from './patient/mongo/patient-list-query';
export { mongoPostingReads, postingViewOf } from './posting/mongo/mongo-posting-reads';
export { postingListQuery } from './posting/mongo/posting-list-query';
export { mongoAuditReads } from './history/mongo/mongo-audit-reads';
export { auditListQuery } from './history/mongo/audit-list-query';
export { mongoReportBuckets, reportBucketReadsOver, type BucketAggregation } from './report/mongo/mongo-report-buckets';
export { flowTotalsPipeline, levelsAtPipeline, measureSeriesPipeline } from './report/mongo/report-bucket-query';
export { mongoReferralReads, referralViewOf } from './shared-living/mongo/mongo-referral-reads';
export { referralListQuery } from './shared-living/mongo/referral-list-query';
export { mongoNoteReads, noteRecordOf } from './note/mongo/mongo-note-reads';
export { noteListQuery, noteAuthorsFilter } from './note/mongo/note-list-query';
