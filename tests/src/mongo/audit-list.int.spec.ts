import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventMongoProjector } from '@careledger/projections/mongo';
import { sqlAuditPage } from '@careledger/query-service';
import { mongoAuditReads } from '@careledger/query-service/mongo';
import type { SqlDatabase } from '@careledger/storage';
import { AUDIT_EVENTS_COLLECTION, type MongoReadModels } from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo, testDatabases } from '@careledger/storage/testing';
import { followInMongo } from './follow-in-mongo';
import { auditRequests, storedAuditHistory } from './audit-list-cases';

const url = mongoTestUrl();

describe.skipIf(!url)(mongoSuiteTitle('the audit list read from MongoDB answers as from the SQL events table'), () => {
  let db: SqlDatabase;
  let streams: string[];
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('PGlite is always a test database.');
    const stored = await storedAuditHistory(pglite);
    ({ db, streams, dispose } = stored);
    mongo = await openTestMongo();
    await followInMongo(mongo, stored.store, [auditEventMongoProjector], stored.head);
  });
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  it('keeps one document per event, and the indexes of the list filters', async () => {
    expect(await mongo.db.collection(AUDIT_EVENTS_COLLECTION).countDocuments()).toBe(90);
    const names = (await mongo.db.collection(AUDIT_EVENTS_COLLECTION).indexes()).map((index) => index.name);
    expect(names).toEqual(expect.arrayContaining(['stream_id', 'category_id', 'type_id', 'actor_id', 'occurred_id']));
  });

  it('answers every filter, order and page with the same events, in the same order, and the same total', async () => {
    const reads = mongoAuditReads(mongo.db);
    let compared = 0;
    for (const request of auditRequests(streams)) {
      const fromSql = await sqlAuditPage(db, request);
      expect(await reads.page(request), JSON.stringify(request)).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });
});
