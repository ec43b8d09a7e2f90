import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientMongoProjector } from '@careledger/projections/mongo';
import { noReadModelCache, sqlPatientPage } from '@careledger/query-service';
import { mongoPatientReads } from '@careledger/query-service/mongo';
import type { SqlDatabase } from '@careledger/storage';
import type { MongoReadModels } from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo } from '@careledger/storage/testing';
import { followInMongo } from './follow-in-mongo';
import { listRequests, projectedPatients } from './patient-list-cases';

const url = mongoTestUrl();

describe.skipIf(!url)(mongoSuiteTitle('the patient list read from MongoDB answers as from PostgreSQL'), () => {
  let db: SqlDatabase;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const projected = await projectedPatients();
    ({ db, dispose } = projected);
    mongo = await openTestMongo();
    await followInMongo(mongo, projected.store, [patientMongoProjector], projected.head);
  });
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    const reads = mongoPatientReads(mongo.db);
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlPatientPage({ db, readModelCache: noReadModelCache }, who, request);
      expect(await reads.page(who, request), JSON.stringify({ who, request })).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it('reads one patient with its contacts in order, and none for an unknown id', async () => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM patients ORDER BY id LIMIT 1');
    const id = rows[0]?.id ?? '';
    const found = await mongoPatientReads(mongo.db).patient(id);
    expect(found?.record.id).toBe(id);
    expect(found?.contacts).toEqual([]);
    expect(await mongoPatientReads(mongo.db).patient('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });
});
