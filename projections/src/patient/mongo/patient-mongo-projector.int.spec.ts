import { describe } from 'vitest';
import { patientContactRowsOf, patientRowOf, type PatientDocument } from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestUrl, testDatabases } from '@careledger/storage/testing';
import { mongoProjectionSpec } from '../../testing/mongo-projection-spec';
import { patientExamples } from '../../testing/patient-examples';
import { patientMongoProjector } from './patient-mongo-projector';

const url = mongoTestUrl();

/** The documents as the SQL spec reads its tables: `patients` by id, or `patient_contacts` by patient and ordinal. */
const rowsOf = (documents: PatientDocument[], table: string | undefined): object[] =>
  table === 'patient_contacts' ? documents.flatMap(patientContactRowsOf) : documents.map(patientRowOf);

// The examples the SQL read model passes, on MongoDB documents read back as rows; the events are kept in PGlite.
describe.skipIf(!url)(mongoSuiteTitle('patients read model in MongoDB'), () => {
  const [pglite] = testDatabases();
  if (pglite) patientExamples(mongoProjectionSpec<PatientDocument>(patientMongoProjector, pglite, url ?? '', rowsOf));
});
