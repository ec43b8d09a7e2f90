import {
  addToReportBuckets,
  ensureMongoIndexes,
  loadDocuments,
  loadReportSubjects,
  REPORT_BUCKETS_COLLECTION,
  REPORT_MILESTONES_COLLECTION,
  REPORT_SUBJECTS_COLLECTION,
  reportMilestoneDocumentOf,
  reportMilestoneRowOf,
  reportSubjectDocumentOf,
  reportSubjectRowOf,
  upsertDocuments,
  type ReportMilestoneDocument,
} from '@careledger/storage/mongo';
import { byKey } from '../../engine/fold-rows';
import type { MongoProjector } from '../../engine/mongo/mongo-projector';
import { referencedIds, ReportFold, subjectKey, type MilestoneRow } from '../report-fold';
import { isReportEventType } from '../report-projector';
import { MILESTONE_TABLE_COLUMNS, REPORTS_SCHEMA_VERSION } from '../report-tables';
import { REPORT_BUCKET_INDEXES, REPORT_SUBJECT_INDEXES } from './report-collection';

/** A referral's dates with every milestone named, null until recorded, as its SQL row has them. */
const withEveryMilestone = (row: MilestoneRow): MilestoneRow => ({
  ...row,
  ...Object.fromEntries(MILESTONE_TABLE_COLUMNS.map(([column]) => [column, row[column] ?? null])),
});

/**
 * The report buckets in MongoDB: the SQL projector's fold (`ReportFold`) over the subjects and
 * referral dates kept beside them, each batch's deltas added to the buckets with `$inc`.
 */
export const reportMongoProjector: MongoProjector = {
  name: 'reports',
  version: REPORTS_SCHEMA_VERSION,
  collections: [REPORT_BUCKETS_COLLECTION, REPORT_SUBJECTS_COLLECTION, REPORT_MILESTONES_COLLECTION],
  handles: isReportEventType,
  async ensureIndexes(db) {
    await ensureMongoIndexes(db, REPORT_BUCKETS_COLLECTION, REPORT_BUCKET_INDEXES);
    await ensureMongoIndexes(db, REPORT_SUBJECTS_COLLECTION, REPORT_SUBJECT_INDEXES);
  },
  async apply(tx, events) {
    const ids = referencedIds(events);
    const subjects = byKey((await loadReportSubjects(tx, ids)).map(reportSubjectRowOf), (row) => subjectKey(row.kind, row.id));
    const milestones = byKey(
      (await loadDocuments<ReportMilestoneDocument>(tx, REPORT_MILESTONES_COLLECTION, ids)).map(reportMilestoneRowOf),
      (row) => row.referral_id,
    );
    const fold = new ReportFold(subjects, milestones);
    for (const event of events) fold.apply(event);
    await upsertDocuments(tx, REPORT_SUBJECTS_COLLECTION, [...fold.changedSubjects].map((key) => reportSubjectDocumentOf(subjects.get(key)!)));
    await upsertDocuments(tx, REPORT_MILESTONES_COLLECTION, [...fold.changedMilestones].map((id) => reportMilestoneDocumentOf(withEveryMilestone(milestones.get(id)!))));
    await addToReportBuckets(tx, [...fold.deltas.values()]);
  },
};
