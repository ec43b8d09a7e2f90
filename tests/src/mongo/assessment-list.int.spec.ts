import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@careledger/domain';
import { assessmentProjector, CheckpointMoved, projectionMigrations, runProjections } from '@careledger/projections';
import { applyMongoBatch, assessmentMongoProjector, runMongoProjections } from '@careledger/projections/mongo';
import { assessment, type GivenEvent } from '@careledger/projections/testing';
import { COUNT_CAP, noReadModelCache, sqlAssessmentPage, type AssessmentListRequest } from '@careledger/query-service';
import { countDocumentsCapped, mongoAssessmentReads } from '@careledger/query-service/mongo';
import { allStorageMigrations, openEventStore, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { ASSESSMENTS_COLLECTION, openMongoReadModels, readMongoCheckpoint, type AssessmentDocument, type MongoReadModels } from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestDatabaseName, mongoTestUrl, testDatabases } from '@careledger/storage/testing';

const url = mongoTestUrl();

const AGENCIES = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a3'];
const PATIENTS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
const CREATORS = ['family-1', 'family-2', 'partner-1', 'agency-staff-1'];

/** Assessments whose instants collide in groups, so every order needs its tie-break by id, and a third of them never get a visit. */
const history = (): GivenEvent[] => {
  const events: GivenEvent[] = [];
  for (let i = 0; i < 60; i += 1) {
    const a = assessment();
    const day = String(1 + Math.floor(i / 4)).padStart(2, '0');
    const at = (hour: number): string => `2026-03-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    events.push(
      a.created(at(9), {
        agencyId: i % 7 === 0 ? null : (AGENCIES[i % 3] ?? null),
        patientId: PATIENTS[i % 3] ?? '',
        createdBy: CREATORS[i % 4] ?? '',
        status: i % 2 === 0 ? 1 : 7,
      }),
    );
    if (i % 3 === 0) continue;
    events.push(a.scheduled(at(10), `2026-04-0${1 + (i % 5)}T14:00:00.000Z`));
    if (i % 3 === 1) events.push(a.approved(at(11)));
    if (i % 5 === 0) events.push(a.cancelled(at(12), 'No longer needed', 2));
  }
  return events;
};

const actor = (roleId: RoleId, id: string, agencyId: string | null = null) => ({ id, roleId, agencyId, partnerId: null });
const ACTORS = [
  actor(Role.ADMIN, 'admin-1'),
  actor(Role.AGENCY, 'agency-staff-1', AGENCIES[0]),
  actor(Role.CAREGIVER, 'caregiver-1', AGENCIES[1]),
  actor(Role.AGENCY_AGENT, 'agent-without-agency'),
  actor(Role.USER, 'family-1'),
  actor(Role.PARTNER, 'partner-1'),
];
const FILTERS: Partial<AssessmentListRequest>[] = [
  {},
  { status: 2 },
  { status: 5 },
  { agencyId: AGENCIES[2] },
  { patientId: PATIENTS[1] },
  { createdFrom: '2026-03-03', createdTo: '2026-03-06' },
];
const ORDERS = (['createdAt', 'updatedAt', 'status', 'visitAt'] as const).flatMap((sortField) => (['asc', 'desc'] as const).map((sortDirection) => ({ sortField, sortDirection })));
const PAGES = [
  { page: 1, pageSize: 100 },
  { page: 2, pageSize: 7 },
  { page: 40, pageSize: 7 },
];

describe.skipIf(!url)(mongoSuiteTitle('the assessment list read from MongoDB answers as from PostgreSQL'), () => {
  let db: SqlDatabase;
  let store: EventStore;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite || !url) throw new Error('unreachable: the suite is skipped');
    ({ db, dispose } = await pglite.create());
    await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
    store = await openEventStore(db);
    mongo = await openMongoReadModels(url, { dbName: mongoTestDatabaseName() });
    let head = 0;
    for (const { streamId, ...event } of history()) head = (await store.append(streamId, [event], 'any')).lastGlobalPosition;
    const sql = await runProjections(db, store, [assessmentProjector]);
    const inMongo = await runMongoProjections(mongo, store, [assessmentMongoProjector], { batchSize: 25 });
    const reached = await Promise.all([sql.waitForPosition(head, 30_000), inMongo.waitForPosition(head, 30_000)]);
    await Promise.all([sql.stop(), inMongo.stop()]);
    expect(reached).toEqual([true, true]);
  });
  afterAll(async () => {
    await mongo?.db.dropDatabase().catch(() => undefined);
    await mongo?.close();
    await dispose?.();
  });

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    const reads = mongoAssessmentReads(mongo.db);
    let compared = 0;
    for (const who of ACTORS) {
      for (const filter of FILTERS) {
        for (const order of ORDERS) {
          for (const paging of PAGES) {
            const request: AssessmentListRequest = { ...paging, ...order, ...filter };
            const fromSql = await sqlAssessmentPage({ db, readModelCache: noReadModelCache }, who, request);
            expect(await reads.page(who, request), JSON.stringify({ who, request })).toEqual(fromSql);
            compared += fromSql.rows.length;
          }
        }
      }
    }
    // The comparisons were not all of empty pages.
    expect(compared).toBeGreaterThan(1_000);
  });

  it('reads one assessment by id, and none for an unknown id', async () => {
    const reads = mongoAssessmentReads(mongo.db);
    const [first] = (await sqlAssessmentPage({ db, readModelCache: noReadModelCache }, ACTORS[0] as (typeof ACTORS)[number], { page: 1, pageSize: 1, sortField: 'createdAt', sortDirection: 'asc' })).rows;
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
    const { lastGlobalPosition } = await store.append(streamId, [created], 'no_stream');
    const events = await store.readAll({ fromPosition: lastGlobalPosition, limit: 1 });
    const checkpoint = await readMongoCheckpoint(mongo.db, assessmentMongoProjector.name);
    await expect(applyMongoBatch(mongo, assessmentMongoProjector, events, checkpoint - 1)).rejects.toBeInstanceOf(CheckpointMoved);
    expect(await mongo.db.collection<AssessmentDocument>(ASSESSMENTS_COLLECTION).countDocuments({ _id: a.id })).toBe(0);
    expect(await readMongoCheckpoint(mongo.db, assessmentMongoProjector.name)).toBe(checkpoint);
  });
});
