import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteMongoProjector } from '@careledger/projections/mongo';
import { note, patient, type GivenEvent } from '@careledger/projections/testing';
import { noReadModelCache, NOTE_SELECT, sqlNoteAuthors, sqlNotePage, type NoteRecord } from '@careledger/query-service';
import { mongoNoteReads } from '@careledger/query-service/mongo';
import type { EventStore, SqlDatabase } from '@careledger/storage';
import type { MongoReadModels } from '@careledger/storage/mongo';
import { dropTestMongo, mongoSuiteTitle, mongoTestUrl, openTestMongo } from '@careledger/storage/testing';
import { followInMongo } from './follow-in-mongo';
import { ACTORS, comparable, listRequests, projectedNotes, SUBJECTS } from './note-list-cases';

const url = mongoTestUrl();

describe.skipIf(!url)(mongoSuiteTitle('the note lists read from MongoDB answer as from PostgreSQL'), () => {
  let db: SqlDatabase;
  let store: EventStore;
  let mongo: MongoReadModels;
  let dispose: () => Promise<void>;

  const follow = (head: number): Promise<void> => followInMongo(mongo, store, [noteMongoProjector], head);

  beforeAll(async () => {
    let head: number;
    ({ db, store, head, dispose } = await projectedNotes());
    mongo = await openTestMongo();
    await follow(head);
  });
  afterAll(async () => {
    await dropTestMongo(mongo);
    await dispose?.();
  });

  it('answers every role, list, filter, order and page with the same notes, in the same order, with the same facts and total', async () => {
    const reads = mongoNoteReads(mongo.db);
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlNotePage({ db, readModelCache: noReadModelCache }, who, request);
      expect(comparable(await reads.page(who, request)), JSON.stringify({ who, request })).toEqual(comparable(fromSql));
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it("names the same authors of each subject's notes for every role", async () => {
    const reads = mongoNoteReads(mongo.db);
    for (const who of ACTORS) {
      for (const subject of SUBJECTS) {
        expect((await reads.authors(who, subject)).sort(), JSON.stringify({ who, subject })).toEqual((await sqlNoteAuthors(db, who, subject)).sort());
      }
    }
  });

  it('reads every note as the SQL one-note read does, and none for an unknown id', async () => {
    const reads = mongoNoteReads(mongo.db);
    const { rows } = await db.query<NoteRecord>(NOTE_SELECT);
    for (const row of rows) expect(comparable({ rows: [(await reads.note(row.id)) as NoteRecord], total: 1 })).toEqual(comparable({ rows: [row], total: 1 }));
    expect(await reads.note('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });

  it("carries a patient's new facts to the notes MongoDB already holds, in a later batch, and gives a new note its patient's facts", async () => {
    const append = async ({ streamId, ...event }: GivenEvent): Promise<number> => (await store.append(streamId, [event], 'any')).lastGlobalPosition;
    const p = patient();
    const [first, second] = [note({ kind: 'patient', patientId: p.id }), note({ kind: 'patient', patientId: p.id })];
    await append(p.registered('2026-05-01T08:00:00.000Z', { agencyId: null }));
    await follow(await append(first.created('2026-05-01T09:00:00.000Z')));
    const reads = mongoNoteReads(mongo.db);
    expect(await reads.note(first.id)).toMatchObject({ patient_known: true, patient_agency_id: null, version: 0 });
    const agencyId = '00000000-0000-4000-8000-0000000000a9';
    await append(p.on('PatientAssignedToAgency', { agencyId, previousAgencyId: null }, '2026-05-02T08:00:00.000Z'));
    await follow(await append(second.created('2026-05-02T09:00:00.000Z')));
    expect(await reads.note(first.id)).toMatchObject({ patient_agency_id: agencyId, version: 0 });
    expect(await reads.note(second.id)).toMatchObject({ patient_agency_id: agencyId, version: 0 });
  });
});
