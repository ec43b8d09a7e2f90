import {
  ASSESSMENTS_COLLECTION,
  assessmentDocumentOf,
  assessmentRowOf,
  ensureMongoIndexes,
  loadDocuments,
  upsertDocuments,
  type AssessmentDocument,
} from '@careledger/storage/mongo';
import { byKey, foldRows } from '../../engine/fold-rows';
import type { MongoProjector } from '../../engine/mongo/mongo-projector';
import { isAssessmentEvent, isAssessmentEventType } from '../assessment-events';
import { evolve } from '../assessment-row';
import { ASSESSMENTS_SCHEMA_VERSION } from '../assessment-table';
import { ASSESSMENT_INDEXES } from './assessment-collection';

/**
 * The assessments read model in MongoDB: the same fold as the SQL projector (`evolve` over the
 * stored rows), its rows kept as documents.
 */
export const assessmentMongoProjector: MongoProjector = {
  name: 'assessments',
  version: ASSESSMENTS_SCHEMA_VERSION,
  collections: [ASSESSMENTS_COLLECTION],
  handles: isAssessmentEventType,
  ensureIndexes: (db) => ensureMongoIndexes(db, ASSESSMENTS_COLLECTION, ASSESSMENT_INDEXES),
  async apply(tx, events) {
    const assessmentEvents = events.filter(isAssessmentEvent);
    const idOf = (event: (typeof assessmentEvents)[number]): string => event.data.assessmentId;
    const stored = await loadDocuments<AssessmentDocument>(tx, ASSESSMENTS_COLLECTION, [...new Set(assessmentEvents.map(idOf))]);
    const changed = foldRows(byKey(stored.map(assessmentRowOf), (row) => row.id), assessmentEvents, idOf, evolve);
    await upsertDocuments(tx, ASSESSMENTS_COLLECTION, [...changed.values()].map(assessmentDocumentOf));
  },
};
