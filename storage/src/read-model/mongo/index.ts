export { openMongoReadModels, type MongoReadModelOptions, type MongoReadModels, type MongoTransaction } from './mongo-read-models';
export { MongoReplicaSetRequired, withReplicaSetHint } from './replica-set';
export {
  clearMongoReadModel,
  ensureMongoCheckpoint,
  MONGO_CHECKPOINTS,
  mongoCheckpointBehind,
  moveMongoCheckpoint,
  readMongoCheckpoint,
  restartMongoCheckpoint,
  type MongoCheckpointDocument,
  type MongoCheckpointMove,
} from './mongo-checkpoints';
export { deleteDocuments, loadDocuments, upsertDocuments, type KeyedDocument } from './document-writer';
export { ensureMongoIndexes, type MongoIndex } from './mongo-indexes';
export { toDate, toDateOrNull, toInstant, toInstantOrNull } from './instants';
export { ASSESSMENTS_COLLECTION, assessmentDocumentOf, assessmentRowOf, type AssessmentDocument } from './assessment-documents';
export { MONGO_READ_MODELS } from './mongo-read-model-names';
export {
  nameKey,
  PATIENTS_COLLECTION,
  patientContactRowsOf,
  patientDocumentOf,
  patientRowOf,
  type PatientContactDocument,
  type PatientDocument,
} from './patient-documents';
