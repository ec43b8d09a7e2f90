import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralMongoProjector } from '@careledger/projections/mongo';
import { patient, referral, type GivenEvent } from '@careledger/projections/testing';
import { noReadModelCache, sqlReferralPage } from '@careledger/query-service';
import { mongoReferralReads } from '@careledger/query-service/mongo';
import type { EventStore, SqlDatabase } from '@careledger/storage';
import type { MongoReadModels } from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo } from '@careledger/storage/testing';
import { followInMongo } from './follow-in-mongo';
import { listRequests, MOVED_TO, projectedReferrals } from './referral-list-cases';

const url = mongoTestUrl();

describe.skipIf(!url)(mongoSuiteTitle('the referral list read from MongoDB answers as from PostgreSQL'), () => {
  let db: SqlDatabase;
  let store: EventStore;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  const follow = (head: number): Promise<void> => followInMongo(mongo, store, [referralMongoProjector], head);

  beforeAll(async () => {
    let head: number;
    ({ db, store, head, dispose } = await projectedReferrals());
    mongo = await openTestMongo();
    await follow(head);
  });
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    const reads = mongoReferralReads(mongo.db);
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlReferralPage({ db, readModelCache: noReadModelCache }, who, request);
      expect(await reads.page(who, request), JSON.stringify({ who, request })).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it('reads one referral by id with its patient facts, and none for an unknown id', async () => {
    const { rows } = await db.query<{ id: string; patient_agency_id: string | null; version: number }>('SELECT id, patient_agency_id, version FROM referrals ORDER BY id LIMIT 1');
    const first = rows[0];
    const found = await mongoReferralReads(mongo.db).referral(first?.id ?? '');
    expect(found && { id: found.id, patient_agency_id: found.patient_agency_id, version: found.version }).toEqual(first);
    expect(await mongoReferralReads(mongo.db).referral('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });

  it("carries a patient's new agency to the referrals MongoDB already holds, in a later batch", async () => {
    const append = async ({ streamId, ...event }: GivenEvent): Promise<number> => (await store.append(streamId, [event], 'any')).lastGlobalPosition;
    const p = patient();
    const r = referral();
    await append(p.registered('2026-05-01T08:00:00.000Z', { agencyId: null }));
    await follow(await append(r.opened('2026-05-01T09:00:00.000Z', { patientId: p.id })));
    expect(await mongoReferralReads(mongo.db).referral(r.id)).toMatchObject({ patient_agency_id: null, version: 0 });
    await follow(await append(p.on('PatientAssignedToAgency', { agencyId: MOVED_TO, previousAgencyId: null }, '2026-05-02T08:00:00.000Z')));
    expect(await mongoReferralReads(mongo.db).referral(r.id)).toMatchObject({ patient_agency_id: MOVED_TO, version: 0 });
  });
});
