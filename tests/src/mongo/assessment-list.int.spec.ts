import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointMoved } from '@careledger/projections';
import { applyMongoBatch, assessmentMongoProjector } from '@careledger/projections/mongo';
import { assessment } from '@careledger/projections/testing';
import { COUNT_CAP, noReadModelCache, sqlAssessmentPage } from '@careledger/query-service';
import { countDocumentsCapped, mongoAssessmentReads } from '@careledger/query-service/mongo';
import type { EventStore, SqlDatabase } from '@careledger/storage';
import { ASSESSMENTS_COLLECTION, readMongoCheckpoint, type AssessmentDocument, type MongoReadModels } from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo } from '@careledger/storage/testing';
import { followInMongo } from './follow-in-mongo';
import { ACTORS, listRequests, projectedHistory } from './assessment-list-cases';

const url = mongoTestUrl();

describe.skipIf(!url)(mongoSuiteTitle('the assessment list read from MongoDB answers as from PostgreSQL'), () => {
  let db: SqlDatabase;
  let store: EventStore;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    let head: number;
    ({ db, store, head, dispose } = await projectedHistory());
    mongo = await openTestMongo();
    await followInMongo(mongo, store, [assessmentMongoProjector], head);
  });
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    const reads = mongoAssessmentReads(mongo.db);
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlAssessmentPage({ db, readModelCache: noReadModelCache }, who, request);
      expect(await reads.page(who, request), JSON.stringify({ who, request })).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    // The comparisons were not all of empty pages.
    expect(compared).toBeGreaterThan(1_000);
  });

  it('reads one assessment by id, and none for an unknown id', async () => {
    const reads = mongoAssessmentReads(mongo.db);
    const admin = ACTORS[0];
    if (!admin) throw new Error('ACTORS starts with an administrator');
    const [first] = (await sqlAssessmentPage({ db, readModelCache: noReadModelCache }, admin, { page: 1, pageSize: 1, sortField: 'createdAt', sortDirection: 'asc' })).rows;
    const row = await reads.row(first?.id ?? '');
    expect(row && { id: row.id, version: row.version, status: row.status }).toEqual({ id: first?.id, version: first?.version, status: first?.status });
    expect(await reads.row('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });

  it('counts up to the cap, then says "at least"', async () => {
    const numbers = mongo.db.collection('capped_count_numbers');
    await numbers.insertMany(Array.from({ length: COUNT_CAP + 5 }, (_, n) => ({ n: n + 1 })));
    expect(await countDocumentsCapped(numbers, { n: { $lte: 3 } })).toEqual({ total: 3 });
    expect(await countDocumentsCapped(numbers, { n: { $lte: COUNT_CAP } })).toEqual({ total: COUNT_CAP });
    expect(await countDocumentsCapped(numbers, { n: { $lte: COUNT_CAP + 1 } })).toEqual({ total: COUNT_CAP, totalCapped: true });
    expect(await countDocumentsCapped(numbers, {})).toEqual({ total: COUNT_CAP, totalCapped: true });
    expect(await countDocumentsCapped(numbers, { n: { $lt: 0 } })).toEqual({ total: 0 });
  });

  it('refuses a batch whose checkpoint another writer moved, and writes none of it', async () => {
    const a = assessment();
    const { streamId, ...created } = a.created('2026-05-01T09:00:00.000Z');
    await store.append(streamId, [created], 'no_stream');
    const events = await store.readStream(streamId);
    const checkpoint = await readMongoCheckpoint(mongo.db, assessmentMongoProjector.name);
    await expect(applyMongoBatch(mongo, assessmentMongoProjector, events, checkpoint - 1)).rejects.toBeInstanceOf(CheckpointMoved);
    expect(await mongo.db.collection<AssessmentDocument>(ASSESSMENTS_COLLECTION).countDocuments({ _id: a.id })).toBe(0);
    expect(await readMongoCheckpoint(mongo.db, assessmentMongoProjector.name)).toBe(checkpoint);
  });
});
