import type { AmbulatoryLevelId, AssistanceLevels, PatientAllergy, PatientContact, PatientDemographics, RelationshipId } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import type { PatientRow } from './patient-row';

type Demographics = Pick<PatientDemographics, 'gender' | 'phone' | 'address'>;

interface PatientRecord {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  agency_id: string | null;
  partner_id: string | null;
  created_by: string;
  care_team: string[];
  care_coordinator_id: string | null;
  ambulatory_level: number | null;
  payer_id: number | null;
  diagnosis_ids: number[];
  language_ids: number[];
  assistance_levels: AssistanceLevels;
  demographics: Demographics;
  allergies: PatientAllergy[];
  version: number;
  created_at: string;
  updated_at: string;
  last_position: number;
}

interface ContactRecord {
  patient_id: string;
  contact_id: string;
  ordinal: number;
  name: string;
  relationship_id: number;
  phone: string | null;
  email: string | null;
  is_emergency: boolean;
}

const toRecord = ({ patient, version, createdAt, updatedAt, lastPosition }: PatientRow): PatientRecord => ({
  id: patient.patientId,
  first_name: patient.firstName,
  last_name: patient.lastName,
  date_of_birth: patient.dateOfBirth,
  agency_id: patient.agencyId,
  partner_id: patient.partnerId,
  created_by: patient.createdBy,
  care_team: [...patient.careTeam],
  care_coordinator_id: patient.careCoordinatorId,
  ambulatory_level: patient.ambulatoryLevel,
  payer_id: patient.payerId,
  diagnosis_ids: [...patient.diagnosisIds],
  language_ids: [...patient.languageIds],
  assistance_levels: patient.assistanceLevels,
  demographics: { gender: patient.gender, phone: patient.phone, address: patient.address },
  allergies: [...patient.allergies],
  version,
  created_at: createdAt,
  updated_at: updatedAt,
  last_position: lastPosition,
});

const toContactRecords = (patientId: string, contacts: readonly PatientContact[]): ContactRecord[] =>
  contacts.map((contact, ordinal) => ({
    patient_id: patientId,
    contact_id: contact.contactId,
    ordinal,
    name: contact.name,
    relationship_id: contact.relationshipId,
    phone: contact.phone,
    email: contact.email,
    is_emergency: contact.isEmergency,
  }));

const fromRecord = (record: PatientRecord, contacts: readonly PatientContact[]): PatientRow => ({
  patient: {
    status: 'registered',
    patientId: record.id,
    firstName: record.first_name,
    lastName: record.last_name,
    dateOfBirth: record.date_of_birth,
    gender: record.demographics.gender ?? null,
    phone: record.demographics.phone ?? null,
    address: record.demographics.address ?? null,
    agencyId: record.agency_id,
    partnerId: record.partner_id,
    createdBy: record.created_by,
    careTeam: record.care_team,
    careCoordinatorId: record.care_coordinator_id,
    ambulatoryLevel: record.ambulatory_level as AmbulatoryLevelId | null,
    assistanceLevels: record.assistance_levels,
    diagnosisIds: record.diagnosis_ids,
    languageIds: record.language_ids,
    payerId: record.payer_id,
    allergies: record.allergies,
    contacts,
  },
  version: record.version,
  createdAt: record.created_at,
  updatedAt: record.updated_at,
  lastPosition: Number(record.last_position),
});

const fromContactRecord = (record: ContactRecord): PatientContact => ({
  contactId: record.contact_id,
  name: record.name,
  relationshipId: record.relationship_id as RelationshipId,
  phone: record.phone,
  email: record.email,
  isEmergency: record.is_emergency,
});

// Rows travel as JSON both ways: instants keep their microseconds (a Date would drop them and a
// rewritten row would differ from a rebuild), and arrays and jsonb columns need no per-driver care.
export const loadPatients = async (tx: SqlExecutor, tables: { patients: string; contacts: string }, ids: readonly string[]): Promise<Map<string, PatientRow>> => {
  if (ids.length === 0) return new Map();
  const patients = await tx.query<{ row: PatientRecord }>(`SELECT to_jsonb(p) AS row FROM ${tables.patients} p WHERE id = ANY($1::uuid[])`, [ids]);
  const contacts = await tx.query<{ row: ContactRecord }>(
    `SELECT to_jsonb(c) AS row FROM ${tables.contacts} c WHERE patient_id = ANY($1::uuid[]) ORDER BY patient_id, ordinal`,
    [ids],
  );
  const contactsOf = new Map<string, PatientContact[]>();
  for (const { row } of contacts.rows) contactsOf.set(row.patient_id, [...(contactsOf.get(row.patient_id) ?? []), fromContactRecord(row)]);
  return new Map(patients.rows.map(({ row }) => [row.id, fromRecord(row, contactsOf.get(row.id) ?? [])]));
};

/** One statement for all the rows: the batch as a JSON array, read back as rows of the table. */
export const upsertPatients = async (tx: SqlExecutor, table: string, rows: readonly PatientRow[]): Promise<void> => {
  if (rows.length === 0) return;
  const records = rows.map(toRecord);
  const updates = Object.keys(records[0] ?? {})
    .filter((name) => name !== 'id')
    .map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(records)],
  );
};

/** Replaces the contacts of these patients with the ones they have now. */
export const replaceContacts = async (tx: SqlExecutor, table: string, rows: readonly PatientRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await tx.query(`DELETE FROM ${table} WHERE patient_id = ANY($1::uuid[])`, [rows.map((row) => row.patient.patientId)]);
  const records = rows.flatMap((row) => toContactRecords(row.patient.patientId, row.patient.contacts));
  if (records.length === 0) return;
  await tx.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [JSON.stringify(records)]);
};
