import { describe } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { patientExamples } from '../testing/patient-examples';
import { projectionSpec } from '../testing/projection-spec';
import { patientProjector } from './patient-projector';

describe.each(testDatabases())('patients read model on $name', (testDatabase) => {
  patientExamples(projectionSpec(patientProjector, testDatabase));
});
