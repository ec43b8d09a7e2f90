import { describe } from 'vitest';
import { notePatientRowOf, noteRowOf, type NoteDocument, type NotePatientDocument } from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestUrl, testDatabases } from '@careledger/storage/testing';
import { mongoProjectionSpec } from '../../testing/mongo-projection-spec';
import { noteExamples } from '../../testing/note-examples';
import { noteMongoProjector } from './note-mongo-projector';

const url = mongoTestUrl();

/** The documents as the SQL spec reads its tables: `notes` by id, or `note_patients` by patient. */
const rowsOf = (documents: (NoteDocument | NotePatientDocument)[], table: string | undefined): object[] =>
  table === 'note_patients' ? (documents as NotePatientDocument[]).map(notePatientRowOf) : (documents as NoteDocument[]).map(noteRowOf);

// The examples the SQL read model passes, on MongoDB documents read back as rows; the events are kept in PGlite.
describe.skipIf(!url)(mongoSuiteTitle('notes read model in MongoDB'), () => {
  const [pglite] = testDatabases();
  if (pglite) noteExamples(mongoProjectionSpec<NoteDocument | NotePatientDocument>(noteMongoProjector, pglite, url ?? '', rowsOf));
});
