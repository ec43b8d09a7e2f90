import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aggregator, Query } from 'mingo';
import { readRows } from '@careledger/projections/testing';
import { COUNT_CAP, NOTE_SELECT, noReadModelCache, sqlNoteAuthors, sqlNotePage, type NoteRecord } from '@careledger/query-service';
import { noteAuthorsFilter, noteListQuery, noteRecordOf } from '@careledger/query-service/mongo';
import type { NotePatientRow, NoteRow, SqlDatabase } from '@careledger/storage';
import { noteDocumentOf, type NoteDocument } from '@careledger/storage/mongo';
import { ACTORS, comparable, LATER_CHANGES, listRequests, projectedNotes, SUBJECTS } from './note-list-cases';

/**
 * Where no MongoDB runs: the note lists' MongoDB queries, evaluated by mingo (MongoDB's query
 * language in JavaScript) over the documents PostgreSQL's rows map to (each note carrying its
 * patient's facts from `note_patients`), give PostgreSQL's pages: both read rules, the kind,
 * status and subject, the inbox's filters, each order with its ties by id, paging and the cap;
 * and the same authors. Not the driver or the server: `note-list.int.spec.ts` proves those where
 * MONGODB_URL is set.
 */
describe('the note lists as MongoDB queries, evaluated in memory, page as PostgreSQL does', () => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let documents: NoteDocument[];

  beforeAll(async () => {
    ({ db, dispose } = await projectedNotes());
    const patients = new Map(((await readRows(db, 'note_patients', 'patient_id')) as unknown as NotePatientRow[]).map((row) => [row.patient_id, row]));
    documents = ((await readRows(db, 'notes')) as unknown as NoteRow[]).map((row) => noteDocumentOf(row, row.patient_id === null ? null : (patients.get(row.patient_id) ?? null)));
  });
  afterAll(() => dispose?.());

  it('answers every role, list, filter, order and page with the same notes, in the same order, with the same facts and total', async () => {
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlNotePage({ db, readModelCache: noReadModelCache }, who, request);
      const { filter, pipeline } = noteListQuery(who, request);
      const page = new Aggregator(pipeline).run(documents) as unknown as NoteDocument[];
      const matches = Math.min(new Query(filter).find(documents).all().length, COUNT_CAP + 1);
      const total = matches > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: matches };
      expect(comparable({ rows: page.map(noteRecordOf), ...total }), JSON.stringify({ who, request })).toEqual(comparable(fromSql));
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it("names the same authors of each subject's notes for every role", async () => {
    let named = 0;
    for (const who of ACTORS) {
      for (const subject of SUBJECTS) {
        const fromSql = (await sqlNoteAuthors(db, who, subject)).sort();
        const matching = new Query(noteAuthorsFilter(who, subject)).find(documents).all() as unknown as NoteDocument[];
        expect([...new Set(matching.map((document) => document.author_id))].sort(), JSON.stringify({ who, subject })).toEqual(fromSql);
        named += fromSql.length;
      }
    }
    expect(named).toBeGreaterThan(20);
  });

  it('reads every note, discarded ones too, as the SQL one-note read does, with its patient facts', async () => {
    for (const { state: _state, ...stored } of documents) {
      const { rows } = await db.query<NoteRecord>(`${NOTE_SELECT} WHERE n.id = $1`, [stored._id]);
      expect(comparable({ rows: [noteRecordOf(stored)], total: 1 }), stored._id).toEqual(comparable({ rows, total: 1 }));
    }
    expect(documents.filter((document) => document.status === 'discarded').length).toBeGreaterThan(2);
  });

  it('covers patient facts changed after the notes were written: those notes carry the facts as they stand now', () => {
    const { moved, unassigned } = LATER_CHANGES;
    const ofMoved = documents.filter((document) => document.patient_id === moved.patientId);
    const ofUnassigned = documents.filter((document) => document.patient_id === unassigned.patientId);
    expect(Math.min(ofMoved.length, ofUnassigned.length)).toBeGreaterThan(5);
    expect(ofMoved.every((document) => document.patient?.agency_id === moved.agencyId)).toBe(true);
    expect(ofUnassigned.every((document) => document.patient !== null && !document.patient.care_team.includes(unassigned.caregiverId))).toBe(true);
  });
});
