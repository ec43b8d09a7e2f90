import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aggregator } from 'mingo';
import { readRows } from '@careledger/projections/testing';
import { sqlReportBuckets, type ReportBucketReads } from '@careledger/query-service';
import { reportBucketReadsOver } from '@careledger/query-service/mongo';
import type { SqlDatabase } from '@careledger/storage';
import { reportBucketDocumentOf, type ReportBucketDocument, type ReportBucketRow } from '@careledger/storage/mongo';
import { testDatabases } from '@careledger/storage/testing';
import { bucketAnswers, projectedReports, reportFilters } from './report-bucket-cases';

/**
 * Where no MongoDB runs: the reports' bucket reads as MongoDB aggregations, evaluated by mingo
 * (MongoDB's query language in JavaScript) over the documents the SQL buckets map to, give
 * PostgreSQL's answers: the statistics (flows over the period, levels up to its end, the period
 * before, the referral metrics) and every report's graph of every measure by day, ISO week and
 * month, for each named period and range, agency and partner. This proves the translation, not the
 * driver or the server; `report-buckets.int.spec.ts` does that where MONGODB_URL is set.
 */
describe.each(testDatabases())('the report buckets as MongoDB aggregations, evaluated in memory, answer as $name does', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let fromSql: ReportBucketReads;
  let fromMingo: ReportBucketReads;
  let documents: ReportBucketDocument[];

  beforeAll(async () => {
    ({ db, dispose } = await projectedReports(testDatabase));
    documents = ((await readRows(db, 'report_buckets', 'report, measure, day, agency_id, partner_id')) as unknown as ReportBucketRow[]).map(reportBucketDocumentOf);
    fromSql = sqlReportBuckets(db);
    fromMingo = reportBucketReadsOver((pipeline) => Promise.resolve(new Aggregator(pipeline).run(documents)));
  }, 120_000);
  afterAll(() => dispose?.());

  it('has buckets of every report, in weeks that straddle months and the new year', () => {
    expect(new Set(documents.map((document) => document.report)).size).toBe(6);
    expect(documents.some((document) => document.week.slice(0, 7) !== document.month.slice(0, 7))).toBe(true);
  });

  it.each(reportFilters())('gives the same statistics and graphs for $name', async ({ filter }) => {
    const [sql, mongo] = [await bucketAnswers(fromSql, filter), await bucketAnswers(fromMingo, filter)];
    expect(mongo).toEqual(sql);
  });

  it('gives the same totals of every measure and levels of every measure, however the period is cut', async () => {
    const measures = [...new Set(documents.map((document) => `${document.report}:${document.measure}`))].map((key) => key.split(':') as ['notes', string]);
    let figures = 0;
    for (const { filter } of reportFilters()) {
      const sqlFlows = await fromSql.flowTotals(filter, filter);
      expect(await fromMingo.flowTotals(filter, filter), JSON.stringify(filter)).toEqual(sqlFlows);
      expect(await fromMingo.levelsAt(filter, filter.to, measures), JSON.stringify(filter)).toEqual(await fromSql.levelsAt(filter, filter.to, measures));
      figures += sqlFlows.size;
    }
    expect(figures).toBeGreaterThan(200);
  });

  it('keeps the answers apart: some figures and points differ between periods and dimensions', async () => {
    const answers = await Promise.all(reportFilters().map(({ filter }) => bucketAnswers(fromSql, filter)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBeGreaterThan(reportFilters().length / 2);
    expect(answers.flatMap((answer) => answer.graphs.flatMap((graph) => graph.points)).length).toBeGreaterThan(1_000);
  });
});
