import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aggregator, Query } from 'mingo';
import { readRows } from '@careledger/projections/testing';
import { COUNT_CAP, noReadModelCache, sqlReferralPage } from '@careledger/query-service';
import { referralListQuery, referralViewOf } from '@careledger/query-service/mongo';
import type { ReferralRow, SqlDatabase } from '@careledger/storage';
import { referralDocumentOf, type ReferralDocument } from '@careledger/storage/mongo';
import { CAREGIVER, listRequests, MOVED_PATIENT_IDS, MOVED_TO, projectedReferrals } from './referral-list-cases';

/**
 * Where no MongoDB runs: the referral list's MongoDB query, evaluated by mingo (MongoDB's query
 * language in JavaScript) over the documents PostgreSQL's rows map to, gives PostgreSQL's pages:
 * the policy scope on the patient facts the projector carries, the filters (days opened as text),
 * each order with its ties by id, paging and the cap. Not the driver or the server:
 * `referral-list.int.spec.ts` proves those where MONGODB_URL is set.
 */
describe('the referral list as a MongoDB query, evaluated in memory, pages as PostgreSQL does', () => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let documents: ReferralDocument[];

  beforeAll(async () => {
    ({ db, dispose } = await projectedReferrals());
    documents = ((await readRows(db, 'referrals')) as unknown as ReferralRow[]).map(referralDocumentOf);
  });
  afterAll(() => dispose?.());

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlReferralPage({ db, readModelCache: noReadModelCache }, who, request);
      const { filter, pipeline } = referralListQuery(who, request);
      const page = new Aggregator(pipeline).run(documents) as unknown as ReferralDocument[];
      const matches = Math.min(new Query(filter).find(documents).all().length, COUNT_CAP + 1);
      const total = matches > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: matches };
      expect({ rows: page.map(referralViewOf), ...total }, JSON.stringify({ who, request })).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it("covers patient facts changed after the referrals were opened: a moved patient's referrals carry the new agency", () => {
    const moved = documents.filter((document) => MOVED_PATIENT_IDS.includes(document.patient_id));
    expect(moved.length).toBeGreaterThan(10);
    expect(moved.every((document) => document.patient_agency_id === MOVED_TO)).toBe(true);
  });

  it('refuses a caregiver in both stores', async () => {
    const request = { page: 1, pageSize: 25, sortField: 'openedOn', sortDirection: 'desc' } as const;
    await expect(sqlReferralPage({ db, readModelCache: noReadModelCache }, CAREGIVER, request)).rejects.toThrow(/may not see referrals/);
    expect(() => referralListQuery(CAREGIVER, request)).toThrow(/may not see referrals/);
  });
});
