import { describe } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { assessmentExamples } from '../testing/assessment-examples';
import { projectionSpec } from '../testing/projection-spec';
import { assessmentProjector } from './assessment-projector';

describe.each(testDatabases())('assessments read model on $name', (testDatabase) => {
  assessmentExamples(projectionSpec(assessmentProjector, testDatabase));
});
