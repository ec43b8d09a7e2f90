import { describe } from 'vitest';
import {
  reportBucketRowOf,
  reportMilestoneRowOf,
  reportSubjectRowOf,
  type ReportBucketDocument,
  type ReportMilestoneDocument,
  type ReportSubjectDocument,
} from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestUrl, testDatabases } from '@careledger/storage/testing';
import { mongoProjectionSpec } from '../../testing/mongo-projection-spec';
import { reportExamples } from '../../testing/report-examples';
import { reportMongoProjector } from './report-mongo-projector';

const url = mongoTestUrl();

type ReportDocument = ReportBucketDocument | ReportSubjectDocument | ReportMilestoneDocument;

/** The documents as the SQL spec reads its tables; buckets in the examples' order (day, then measure). */
const rowsOf = (documents: ReportDocument[], table: string | undefined): object[] => {
  if (table === 'report_subjects') return (documents as ReportSubjectDocument[]).map(reportSubjectRowOf);
  if (table === 'report_milestones') return (documents as ReportMilestoneDocument[]).map(reportMilestoneRowOf);
  return (documents as ReportBucketDocument[])
    .map(reportBucketRowOf)
    .sort((a, b) => (a.day === b.day ? (a.measure < b.measure ? -1 : a.measure > b.measure ? 1 : 0) : a.day < b.day ? -1 : 1));
};

// The examples the SQL read model passes, on MongoDB documents read back as rows; the events are kept in PGlite.
describe.skipIf(!url)(mongoSuiteTitle('reports read model in MongoDB'), () => {
  const [pglite] = testDatabases();
  if (pglite) reportExamples(mongoProjectionSpec<ReportDocument>(reportMongoProjector, pglite, url ?? '', rowsOf));
});
