import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aggregator, Query } from 'mingo';
import { COUNT_CAP, sqlAuditPage } from '@careledger/query-service';
import { auditListQuery } from '@careledger/query-service/mongo';
import type { EventStore, SqlDatabase } from '@careledger/storage';
import { auditedEventOf, auditEventDocumentOf, type AuditEventDocument } from '@careledger/storage/mongo';
import { testDatabases } from '@careledger/storage/testing';
import { auditRequests, storedAuditHistory } from './audit-list-cases';

/**
 * Where no MongoDB runs: the audit list's MongoDB query, evaluated by mingo (MongoDB's query
 * language in JavaScript) over the documents the projector makes of the stored events, gives the
 * pages PostgreSQL reads from the `events` table: each filter (the category as split_part takes
 * it, occurredAt bounds finer than a millisecond), both orders, paging and the total. This proves
 * the translation, not the driver or the server; `audit-list.int.spec.ts` does that where MONGODB_URL is set.
 */
describe.each(testDatabases())('the audit list as a MongoDB query, evaluated in memory, pages as $name does', (testDatabase) => {
  let db: SqlDatabase;
  let store: EventStore;
  let streams: string[];
  let head: number;
  let dispose: () => Promise<void>;
  let documents: AuditEventDocument[];

  beforeAll(async () => {
    ({ db, store, streams, head, dispose } = await storedAuditHistory(testDatabase));
    documents = (await store.readAll({ limit: 10_000 })).map(auditEventDocumentOf);
  });
  afterAll(() => dispose?.());

  it('keeps one document per stored event', () => {
    expect(documents).toHaveLength(90);
    expect(documents.at(-1)?._id).toBe(head);
  });

  it('answers every filter, order and page with the same events, in the same order, and the same total', async () => {
    let compared = 0;
    for (const request of auditRequests(streams)) {
      const fromSql = await sqlAuditPage(db, request);
      const { filter, pipeline } = auditListQuery(request);
      const page = new Aggregator(pipeline).run(documents) as unknown as AuditEventDocument[];
      const matches = Math.min(new Query(filter).find(documents).all().length, COUNT_CAP + 1);
      const total = matches > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: matches };
      expect({ rows: page.map(auditedEventOf), ...total }, JSON.stringify(request)).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    // The comparisons were not all of empty pages.
    expect(compared).toBeGreaterThan(1_000);
  });
});
