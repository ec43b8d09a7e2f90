import { describe } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { projectionSpec } from '../testing/projection-spec';
import { reportExamples } from '../testing/report-examples';
import { reportProjector } from './report-projector';

describe.each(testDatabases())('reports read model on $name', (testDatabase) => {
  reportExamples(projectionSpec(reportProjector, testDatabase));
});
