import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientMongoProjector, postingMongoProjector } from '@careledger/projections/mongo';
import { noReadModelCache, sqlPostingPage } from '@careledger/query-service';
import { mongoPostingReads } from '@careledger/query-service/mongo';
import type { SqlDatabase } from '@careledger/storage';
import { POSTINGS_COLLECTION, type MongoReadModels } from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo } from '@careledger/storage/testing';
import { followInMongo } from './follow-in-mongo';
import { listRequests, projectedPostings } from './posting-list-cases';

const url = mongoTestUrl();

describe.skipIf(!url)(mongoSuiteTitle('the posting list read from MongoDB answers as from PostgreSQL'), () => {
  let db: SqlDatabase;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const projected = await projectedPostings();
    ({ db, dispose } = projected);
    mongo = await openTestMongo();
    // The family's scope reads `patients` too: both read models, as the worker keeps them.
    await followInMongo(mongo, projected.store, [patientMongoProjector, postingMongoProjector], projected.head);
  });
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    const reads = mongoPostingReads(mongo.db);
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlPostingPage({ db, readModelCache: noReadModelCache }, who, request);
      expect(await reads.page(who, request), JSON.stringify({ who, request })).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it("reads one posting with its patient's facts, none for an unknown patient, and nothing for an unknown id", async () => {
    const reads = mongoPostingReads(mongo.db);
    const { rows } = await db.query<{ id: string; patient_id: string; created_by: string | null }>(
      `SELECT p.id, p.patient_id, pa.created_by FROM postings p LEFT JOIN patients pa ON pa.id::text = p.patient_id ORDER BY pa.created_by NULLS FIRST, p.id`,
    );
    const [unknownPatient, known] = [rows[0], rows.at(-1)];
    const withPatient = await reads.posting(known?.id ?? '');
    expect(withPatient?.record.id).toBe(known?.id);
    expect(withPatient?.patient?.created_by).toBe(known?.created_by);
    expect(unknownPatient?.created_by).toBeNull();
    expect((await reads.posting(unknownPatient?.id ?? ''))?.patient).toBeNull();
    expect(await reads.posting('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });

  it('has an index for each filter and order of the list', async () => {
    const names = (await mongo.db.collection(POSTINGS_COLLECTION).listIndexes().toArray()).map((index) => String(index.name));
    expect(names).toEqual(expect.arrayContaining(['start_id', 'end_id', 'created_id', 'updated_id', 'agency_start_id', 'patient_start_id', 'status_start_id', 'service_start_id', 'candidates_start_id']));
  });
});
