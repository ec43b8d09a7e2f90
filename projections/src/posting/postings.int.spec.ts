import { describe } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { postingExamples } from '../testing/posting-examples';
import { projectionSpec } from '../testing/projection-spec';
import { postingProjector } from './posting-projector';

describe.each(testDatabases())('postings read model on $name', (testDatabase) => {
  postingExamples(projectionSpec(postingProjector, testDatabase));
});
