import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aggregator, Query } from 'mingo';
import { readRows } from '@careledger/projections/testing';
import { COUNT_CAP, noReadModelCache, sqlAssessmentPage } from '@careledger/query-service';
import { assessmentListQuery, assessmentViewOf } from '@careledger/query-service/mongo';
import type { AssessmentRow, SqlDatabase } from '@careledger/storage';
import { assessmentDocumentOf, type AssessmentDocument } from '@careledger/storage/mongo';
import { listRequests, projectedHistory } from './assessment-list-cases';

/**
 * Where no MongoDB runs: the list's MongoDB query, evaluated by mingo (MongoDB's query language
 * in JavaScript) over the documents the SQL rows map to, gives PostgreSQL's pages. This proves the
 * translation (scope, filters, order, ties, NULLS LAST, paging, the cap), not the driver or the
 * server; `assessment-list.int.spec.ts` does that where MONGODB_URL is set.
 */
describe('the assessment list as a MongoDB query, evaluated in memory, pages as PostgreSQL does', () => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let documents: AssessmentDocument[];

  beforeAll(async () => {
    ({ db, dispose } = await projectedHistory());
    documents = ((await readRows(db, 'assessments')) as unknown as AssessmentRow[]).map(assessmentDocumentOf);
  });
  afterAll(() => dispose?.());

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlAssessmentPage({ db, readModelCache: noReadModelCache }, who, request);
      const { filter, pipeline } = assessmentListQuery(who, request);
      const page = new Aggregator(pipeline).run(documents) as unknown as AssessmentDocument[];
      const matches = Math.min(new Query(filter).find(documents).all().length, COUNT_CAP + 1);
      const total = matches > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: matches };
      expect({ rows: page.map(assessmentViewOf), ...total }, JSON.stringify({ who, request })).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });
});
