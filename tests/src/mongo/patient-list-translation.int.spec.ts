import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aggregator, Query } from 'mingo';
import { COUNT_CAP, noReadModelCache, sqlPatientPage } from '@careledger/query-service';
import { patientListQuery, patientSummaryOf } from '@careledger/query-service/mongo';
import type { PatientContactRow, PatientRow, SqlDatabase } from '@careledger/storage';
import { patientDocumentOf, type PatientDocument } from '@careledger/storage/mongo';
import { readRows } from '@careledger/projections/testing';
import { listRequests, projectedPatients } from './patient-list-cases';

/**
 * Where no MongoDB runs: the patient list's MongoDB query, evaluated by mingo (MongoDB's query
 * language in JavaScript) over the documents that PostgreSQL's rows map to, gives PostgreSQL's
 * pages: the scope, the filters, the name search (whose LIKE and regular-expression characters
 * are taken literally), the order by lower-cased last name, ties, paging and the cap.
 */
describe('the patient list as a MongoDB query, evaluated in memory, pages as PostgreSQL does', () => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let documents: PatientDocument[];

  beforeAll(async () => {
    ({ db, dispose } = await projectedPatients());
    const contacts = (await readRows(db, 'patient_contacts', 'patient_id, ordinal')) as unknown as PatientContactRow[];
    documents = ((await readRows(db, 'patients')) as unknown as PatientRow[]).map((row) => patientDocumentOf(row, contacts.filter((contact) => contact.patient_id === row.id)));
  });
  afterAll(() => dispose?.());

  it('answers every role, filter, order and page with the same rows, in the same order, and the same total', async () => {
    let compared = 0;
    for (const { who, request } of listRequests()) {
      const fromSql = await sqlPatientPage({ db, readModelCache: noReadModelCache }, who, request);
      const { filter, pipeline } = patientListQuery(who, request);
      const page = new Aggregator(pipeline).run(documents) as unknown as PatientDocument[];
      const matches = Math.min(new Query(filter).find(documents).all().length, COUNT_CAP + 1);
      const total = matches > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: matches };
      expect({ rows: page.map(patientSummaryOf), ...total }, JSON.stringify({ who, request })).toEqual(fromSql);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });
});
