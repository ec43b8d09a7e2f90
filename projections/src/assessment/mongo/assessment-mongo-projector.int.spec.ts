import { describe } from 'vitest';
import { assessmentRowOf, type AssessmentDocument } from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestUrl, testDatabases } from '@careledger/storage/testing';
import { assessmentExamples } from '../../testing/assessment-examples';
import { mongoProjectionSpec } from '../../testing/mongo-projection-spec';
import { assessmentMongoProjector } from './assessment-mongo-projector';

const url = mongoTestUrl();

// The examples the SQL read model passes, on MongoDB documents read back as rows; the events are kept in PGlite.
describe.skipIf(!url)(mongoSuiteTitle('assessments read model in MongoDB'), () => {
  const [pglite] = testDatabases();
  if (pglite) assessmentExamples(mongoProjectionSpec<AssessmentDocument>(assessmentMongoProjector, pglite, url ?? '', (documents) => documents.map(assessmentRowOf)));
});
