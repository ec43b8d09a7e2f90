import { MONGO_READ_MODELS, mongoCheckpointBehind, openMongoReadModels } from '@careledger/storage/mongo';
import { mongoAssessmentReads } from './assessment/mongo/mongo-assessment-reads';
import { mongoPatientReads } from './patient/mongo/mongo-patient-reads';
import type { MongoReads, ReadModelBehind } from './infrastructure';

export interface OpenedMongoReads {
  reads: MongoReads;
  /** Of the read models MongoDB keeps, one whose checkpoint there is below `position`. */
  behind(position: number): Promise<ReadModelBehind | null>;
  close(): Promise<void>;
}

/**
 * Connects to MONGODB_URL for the read models the projections worker keeps there. Loaded only
 * when the URL is set: the driver costs every other process its start-up time.
 */
export const openMongoReads = async (url: string): Promise<OpenedMongoReads> => {
  const mongo = await openMongoReadModels(url);
  return {
    reads: { assessments: mongoAssessmentReads(mongo.db), patients: mongoPatientReads(mongo.db) },
    async behind(position) {
      const behind = await mongoCheckpointBehind(mongo.db, MONGO_READ_MODELS, position);
      return behind && { name: `${behind.name} (MongoDB)`, failedPosition: null, failedEventType: null };
    },
    close: () => mongo.close(),
  };
};

export { assessmentViewOf, mongoAssessmentReads } from './assessment/mongo/mongo-assessment-reads';
export { assessmentListQuery } from './assessment/mongo/assessment-list-query';
export { countDocumentsCapped } from './http/mongo-list';
export { mongoPatientReads, patientSummaryOf } from './patient/mongo/mongo-patient-reads';
export { patientListQuery } from './patient/mongo/patient-list-query';
