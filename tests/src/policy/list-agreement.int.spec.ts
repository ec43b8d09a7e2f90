import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, NoteVisibility, type PatientFacts, type PostingFacts, type RecordFacts } from '@careledger/domain';
import { projectionMigrations } from '@careledger/projections';
import { listScopes } from '@careledger/query-service';
import { allStorageMigrations, runMigrations, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { actorsOfEveryRole, generatedRecords, type GeneratedActor as Actor, type GeneratedRecords, type NoteRow } from './generated-records';
import { writeGeneratedRows } from './write-generated-rows';

const TABLES = ['patients', 'note_patients', 'assessments', 'postings', 'caregivers', 'subscriptions', 'payments', 'logins', 'notes', 'shared_living_hubs', 'referrals', 'tasks', 'medication_orders'];

interface Kind {
  action: string;
  /** The ids the list's scope lets through. */
  listed: (db: SqlDatabase, actor: Actor) => Promise<string[]>;
  /** Each record's id with the facts its detail call hands the policy. */
  facts: (records: GeneratedRecords) => [string, RecordFacts][];
}

/** The ids a list query answers; a filter ANDed after the scope must still hold every row back (no OR escapes it). */
const ids = async (db: SqlDatabase, sql: string, params: unknown[]): Promise<string[]> => {
  expect((await db.query(`${sql} AND FALSE`, params)).rows).toEqual([]);
  return (await db.query<{ id: string }>(sql, params)).rows.map((row) => row.id).sort();
};

const numbered = (table: string, scope: (actor: Actor, next: number) => { sql: string; params: unknown[] }) => (db: SqlDatabase, actor: Actor) => {
  const { sql, params } = scope(actor, 1);
  return ids(db, `SELECT id::text AS id FROM ${table} WHERE ${sql}`, params);
};

/** A role the read rule gives none of these records is refused the list (403): it sees none of them. */
const refusedAsNone = (listed: Kind['listed']): Kind['listed'] => async (db, actor) => {
  try {
    return await listed(db, actor);
  } catch (error) {
    if ((error as { getStatus?: () => number }).getStatus?.() === 403) return [];
    throw error;
  }
};

const added = (from: string, scope: (actor: Actor, add: (value: unknown) => string) => string) => (db: SqlDatabase, actor: Actor) => {
  const params: unknown[] = [];
  const sql = scope(actor, (value) => `$${params.push(value)}`);
  return ids(db, `SELECT ${from.split(' ')[1] ?? ''}.id::text AS id FROM ${from} WHERE ${sql}`, params);
};

const noteList = (kind: NoteRow['kind'], readable: typeof listScopes.patientNoteReadable) => (db: SqlDatabase, actor: Actor) => {
  const bindings = new listScopes.Bindings();
  const sql = readable(actor, bindings);
  return ids(db, `SELECT n.id::text AS id FROM notes n LEFT JOIN note_patients p ON p.patient_id = n.patient_id WHERE n.kind = '${kind}' AND (${sql})`, bindings.params);
};

const patientFactsOf = (records: GeneratedRecords, patientId: string | null): PatientFacts | null => {
  const patient = records.patients.find((candidate) => candidate.id === patientId);
  return patient ? { patientId: patient.id, agencyId: patient.agencyId, partnerId: patient.partnerId, careTeam: patient.careTeam, createdBy: patient.createdBy } : null;
};

/** As `noteFactsOfRecord`: a note not yet published (or discarded) is its author's alone. */
const noteFacts = (note: NoteRow): RecordFacts => ({ authorId: note.authorId, createdBy: note.authorId, visibility: note.status === 'published' ? note.visibility : NoteVisibility.AUTHOR });

/** As the subscription's detail call: its member, and its patient's facts when it bills a patient's care. */
const billingFacts = (records: GeneratedRecords): [string, RecordFacts][] =>
  records.subscriptions.map((billed) => [billed.id, { patientId: billed.patientId, userId: billed.userId, patient: billed.patientId === null ? null : patientFactsOf(records, billed.patientId) }]);

const kinds: Record<string, Kind> = {
  patients: {
    action: 'patient.read',
    listed: numbered('patients', listScopes.patientScope),
    facts: (records) => records.patients.map((patient) => [patient.id, { patientId: patient.id, agencyId: patient.agencyId, partnerId: patient.partnerId, patient: patientFactsOf(records, patient.id) }]),
  },
  assessments: {
    action: 'assessment.read',
    listed: numbered('assessments', listScopes.assessmentScope),
    facts: (records) => records.assessments.map((assessment) => [assessment.id, { agencyId: assessment.agencyId, createdBy: assessment.createdBy }]),
  },
  postings: {
    action: 'posting.read',
    listed: added('postings p', listScopes.postingScope),
    facts: (records) =>
      records.postings.map((posting): [string, PostingFacts] => [
        posting.id,
        {
          agencyId: posting.agencyId,
          postingStatus: posting.status,
          candidates: posting.candidates.map((key) => ({ kind: key.startsWith('agency:') ? 'agency' : 'caregiver', id: key.slice(key.indexOf(':') + 1) })),
          patient: patientFactsOf(records, posting.patientId),
        },
      ]),
  },
  caregivers: {
    action: 'caregiver.read',
    listed: added('caregivers c', listScopes.caregiverScope),
    facts: (records) => records.caregivers.map((caregiver) => [caregiver.id, { agencyId: caregiver.agencyId, userId: caregiver.userId }]),
  },
  subscriptions: {
    action: 'subscription.read',
    listed: numbered('subscriptions', listScopes.billingScope),
    facts: billingFacts,
  },
  payments: {
    action: 'payment.read',
    listed: numbered('payments', listScopes.billingScope),
    facts: billingFacts,
  },
  logins: {
    action: 'user.read',
    listed: numbered('logins', listScopes.loginScope),
    facts: (records) => records.logins.map((login) => [login.id, { userId: login.id, roleId: login.roleId, agencyId: login.agencyId, partnerId: login.partnerId }]),
  },
  'patient notes': {
    action: 'note.read',
    listed: noteList('patient', listScopes.patientNoteReadable),
    facts: (records) =>
      records.notes
        .filter((note) => note.kind === 'patient')
        .map((note) => [note.id, { ...noteFacts(note), patientId: note.patientId, patient: patientFactsOf(records, note.patientId) }]),
  },
  'hub notes': {
    action: 'hubnote.read',
    listed: noteList('hub', listScopes.hubNoteReadable),
    facts: (records) =>
      records.notes.filter((note) => note.kind === 'hub').map((note) => [note.id, { ...noteFacts(note), agencyId: note.authorAgencyId, partnerId: note.authorPartnerId }]),
  },
  hubs: {
    action: 'hub.read',
    listed: refusedAsNone(numbered('shared_living_hubs', listScopes.hubScope)),
    facts: (records) => records.hubs.map((hub) => [hub.id, { agencyId: hub.agencyId }]),
  },
  referrals: {
    action: 'referral.read',
    listed: refusedAsNone(numbered('referrals', listScopes.referralScope)),
    facts: (records) =>
      records.referrals.map((referral) => [referral.id, { partnerId: referral.partnerId, patientId: referral.patientId, patient: patientFactsOf(records, referral.patientId) }]),
  },
  tasks: {
    action: 'task.read',
    listed: numbered('tasks', listScopes.taskScope),
    // As the task record's facts: `userId` carries the assignee.
    facts: (records) => records.tasks.map((task) => [task.id, { patientId: task.patientId, userId: task.assigneeId, patient: patientFactsOf(records, task.patientId) }]),
  },
  medicationOrders: {
    action: 'medicationorder.read',
    listed: numbered('medication_orders', listScopes.medicationOrderScope),
    facts: (records) => records.medicationOrders.map((order) => [order.id, { patientId: order.patientId, patient: patientFactsOf(records, order.patientId) }]),
  },
};

describe.each(testDatabases())('the policy agreement on $name', (testDatabase) => {
  it('lists a record to a role exactly when its detail call lets that role read it, for every kind', async () => {
    const { db, dispose } = await testDatabase.create();
    try {
      await runMigrations(db, [...allStorageMigrations, ...projectionMigrations]);
      await fc.assert(
        fc.asyncProperty(generatedRecords, actorsOfEveryRole, async (records, actors) => {
          await db.exec(`TRUNCATE ${TABLES.join(', ')}`);
          await writeGeneratedRows(db, records);
          for (const actor of actors) {
            for (const [name, kind] of Object.entries(kinds)) {
              const allowed = kind.facts(records).filter(([, facts]) => can(actor, kind.action, facts)).map(([id]) => id).sort();
              expect({ kind: name, actor, listed: await kind.listed(db, actor) }).toEqual({ kind: name, actor, listed: allowed });
            }
          }
        }),
        { numRuns: 25 },
      );
    } finally {
      await dispose();
    }
  });
});
