import { describe } from 'vitest';
import { postingRowOf, type PostingDocument } from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestUrl, testDatabases } from '@careledger/storage/testing';
import { mongoProjectionSpec } from '../../testing/mongo-projection-spec';
import { postingExamples } from '../../testing/posting-examples';
import { postingMongoProjector } from './posting-mongo-projector';

const url = mongoTestUrl();

// The examples the SQL read model passes, on MongoDB documents read back as rows; the events are kept in PGlite.
describe.skipIf(!url)(mongoSuiteTitle('postings read model in MongoDB'), () => {
  const [pglite] = testDatabases();
  if (pglite) postingExamples(mongoProjectionSpec<PostingDocument>(postingMongoProjector, pglite, url ?? '', (documents) => documents.map(postingRowOf)));
});
