export { openMongoReadModels, type MongoReadModelOptions, type MongoReadModels, type MongoTransaction } from './mongo-read-models';
export { MongoReplicaSetRequired, withReplicaSetHint } from './replica-set';
export {
  clearMongoReadModel,
  ensureMongoCheckpoint,
  MONGO_CHECKPOINTS,
  mongoCheckpointBehind,
  moveMongoCheckpoint,
  readMongoCheckpoint,
  readMongoCheckpoints,
  restartMongoCheckpoint,
  type MongoCheckpointDocument,
  type MongoCheckpointMove,
  type MongoCheckpointMoveRequest,
} from './mongo-checkpoints';
export { deleteDocuments, loadDocuments, upsertDocuments, type KeyedDocument } from './document-writer';
export { ensureMongoIndexes, type MongoIndex } from './mongo-indexes';
export { toDate, toDateOrNull, toInstant, toInstantOrNull } from './instants';
export { ASSESSMENTS_COLLECTION, assessmentDocumentOf, assessmentRowOf, type AssessmentDocument } from './assessment-documents';
export { MONGO_READ_MODELS, mongoReadModelKey } from './mongo-read-model-names';
export {
  nameKey,
  PATIENTS_COLLECTION,
  patientContactRowsOf,
  patientDocumentOf,
  patientRowOf,
  type PatientContactDocument,
  type PatientDocument,
} from './patient-documents';
export { POSTINGS_COLLECTION, postingDocumentOf, postingRowOf, type PostingDocument } from './posting-documents';
export {
  AUDIT_EVENTS_COLLECTION,
  auditedEventOf,
  auditEventDocumentOf,
  streamCategory,
  writeAuditEvents,
  type AuditedEvent,
  type AuditEventDocument,
} from './audit-event-documents';
export {
  addToReportBuckets,
  loadReportSubjects,
  monthOf,
  REPORT_BUCKETS_COLLECTION,
  REPORT_MILESTONES_COLLECTION,
  REPORT_SUBJECTS_COLLECTION,
  reportBucketDocumentOf,
  reportBucketIncrements,
  reportBucketKey,
  reportBucketRowOf,
  reportMilestoneDocumentOf,
  reportMilestoneRowOf,
  reportSubjectDocumentOf,
  reportSubjectKey,
  reportSubjectRowOf,
  weekOf,
  type ReportBucketDocument,
  type ReportBucketRow,
  type ReportMilestoneDocument,
  type ReportMilestoneRow,
  type ReportSubjectDocument,
  type ReportSubjectRow,
} from './report-documents';
export {
  REFERRAL_PATIENTS_COLLECTION,
  referralDocumentOf,
  referralPatientDocumentOf,
  referralPatientRowOf,
  referralRowOf,
  REFERRALS_COLLECTION,
  type ReferralDocument,
  type ReferralPatientDocument,
} from './referral-documents';
export {
  NOTE_PATIENTS_COLLECTION,
  noteDocumentOf,
  notePatientDocumentOf,
  notePatientFactsOf,
  notePatientRowOf,
  noteRowOf,
  NOTES_COLLECTION,
  readVisibilityOf,
  type NoteDocument,
  type NotePatientDocument,
  type NotePatientFacts,
} from './note-documents';
