import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '@careledger/projections/testing';
import { reportMongoProjector } from '@careledger/projections/mongo';
import { sqlReportBuckets } from '@careledger/query-service';
import { mongoReportBuckets } from '@careledger/query-service/mongo';
import type { SqlDatabase } from '@careledger/storage';
import {
  REPORT_BUCKETS_COLLECTION,
  REPORT_MILESTONES_COLLECTION,
  REPORT_SUBJECTS_COLLECTION,
  reportBucketRowOf,
  reportMilestoneRowOf,
  reportSubjectRowOf,
  type MongoReadModels,
  type ReportBucketDocument,
  type ReportMilestoneDocument,
  type ReportSubjectDocument,
} from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo, testDatabases } from '@careledger/storage/testing';
import { followInMongo } from './follow-in-mongo';
import { bucketAnswers, projectedReports, reportFilters } from './report-bucket-cases';

const url = mongoTestUrl();

describe.skipIf(!url)(mongoSuiteTitle('the report buckets kept in MongoDB answer as PostgreSQL\'s'), () => {
  let db: SqlDatabase;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('PGlite is always a test database.');
    const projected = await projectedReports(pglite);
    ({ db, dispose } = projected);
    mongo = await openTestMongo();
    // Batches of another size than the SQL projector's: the buckets must not depend on them.
    await followInMongo(mongo, projected.store, [reportMongoProjector], projected.head, { batchSize: 23, timeoutMs: 60_000 });
  }, 180_000);
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  it('folds the same buckets, subjects and referral dates as the SQL projector', async () => {
    // In one order whatever order each store keeps a row's fields in.
    const canonical = (row: object): string => JSON.stringify(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1)));
    const sorted = <Row extends object>(rows: Row[]): Row[] => [...rows].sort((a, b) => (canonical(a) < canonical(b) ? -1 : 1));
    const documents = async <Document>(collection: string) => mongo.db.collection(collection).find({}).toArray() as Promise<Document[]>;
    expect(sorted((await documents<ReportBucketDocument>(REPORT_BUCKETS_COLLECTION)).map(reportBucketRowOf))).toEqual(sorted(await readRows(db, 'report_buckets', 'day')));
    expect(sorted((await documents<ReportSubjectDocument>(REPORT_SUBJECTS_COLLECTION)).map(reportSubjectRowOf))).toEqual(sorted(await readRows(db, 'report_subjects')));
    expect(sorted((await documents<ReportMilestoneDocument>(REPORT_MILESTONES_COLLECTION)).map(reportMilestoneRowOf))).toEqual(
      sorted(await readRows(db, 'report_milestones', 'referral_id')),
    );
  });

  it.each(reportFilters())('gives the same statistics and graphs for $name', async ({ filter }) => {
    expect(await bucketAnswers(mongoReportBuckets(mongo.db), filter)).toEqual(await bucketAnswers(sqlReportBuckets(db), filter));
  });
});
