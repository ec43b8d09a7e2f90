import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aggregator, Query } from 'mingo';
import { readRows } from '@careledger/projections/testing';
import { COUNT_CAP, noReadModelCache, sqlPostingPage } from '@careledger/query-service';
import { postingListQuery, postingViewOf } from '@careledger/query-service/mongo';
import type { PatientRow, PostingRow, SqlDatabase } from '@careledger/storage';
import { patientDocumentOf, postingDocumentOf, type PatientDocument, type PostingDocument } from '@careledger/storage/mongo';
import { ACTORS, listRequests, projectedPostings } from './posting-list-cases';

/**
 * Where no MongoDB runs: the posting list's MongoDB query, evaluated by mingo (MongoDB's query
 * language in JavaScript) over the documents PostgreSQL's rows map to, gives PostgreSQL's pages:
 * the scope of each role (a family's in two steps, through `patients`), the filters, the orders,
 * ties, paging and the cap. The driver and the server are `posting-list.int.spec.ts`'s part.
 */
describe('the posting list as a MongoDB query, evaluated in memory, pages as PostgreSQL does', () => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let postings: PostingDocument[];
  let patients: PatientDocument[];

  beforeAll(async () => {
    ({ db, dispose } = await projectedPostings());
    postings = ((await readRows(db, 'postings')) as unknown as PostingRow[]).map(postingDocumentOf);
    patients = ((await readRows(db, 'patients')) as unknown as PatientRow[]).map((row) => patientDocumentOf(row, []));
  });
  afterAll(() => dispose?.());

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    const patientIdsMatching = (patientFilter: object): Promise<string[]> =>
      Promise.resolve((new Query(patientFilter).find(patients).all() as unknown as PatientDocument[]).map((found) => found._id));
    const seen = new Map<string, number>();
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlPostingPage({ db, readModelCache: noReadModelCache }, who, request);
      const { filter, pipeline } = await postingListQuery(who, request, patientIdsMatching);
      const page = new Aggregator(pipeline).run(postings) as unknown as PostingDocument[];
      const matches = Math.min(new Query(filter).find(postings).all().length, COUNT_CAP + 1);
      const total = matches > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: matches };
      expect({ rows: page.map(postingViewOf), ...total }, JSON.stringify({ who, request })).toEqual(fromSql);
      seen.set(who.id, (seen.get(who.id) ?? 0) + fromSql.rows.length);
    }
    // The comparisons were not all of empty pages: each role that may read postings read some.
    expect([...seen.values()].reduce((sum, rows) => sum + rows, 0)).toBeGreaterThan(1_000);
    const outsiders = ['agent-without-agency', 'family-without-patients', 'partner-staff-1'];
    for (const { id } of ACTORS) {
      if (outsiders.includes(id)) expect(seen.get(id), id).toBe(0);
      else expect(seen.get(id), id).toBeGreaterThan(0);
    }
  });
});
