import type { AmbulatoryLevelId, PatientContact, RelationshipId } from '@careledger/domain';
import { deleteRows, loadRows, upsertRows, type PatientContactRow, type PatientRow, type SqlExecutor } from '@careledger/storage';
import type { FoldedPatient } from './patient-row';

export const toPatientRow = ({ patient, version, createdAt, updatedAt, lastPosition }: FoldedPatient): PatientRow => ({
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

export const toPatientContactRows = (patientId: string, contacts: readonly PatientContact[]): PatientContactRow[] =>
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

export const fromPatientRow = (record: PatientRow, contacts: readonly PatientContact[]): FoldedPatient => ({
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

export const fromPatientContactRow = (record: PatientContactRow): PatientContact => ({
  contactId: record.contact_id,
  name: record.name,
  relationshipId: record.relationship_id as RelationshipId,
  phone: record.phone,
  email: record.email,
  isEmergency: record.is_emergency,
});

export const loadPatients = async (tx: SqlExecutor, tables: { patients: string; contacts: string }, ids: readonly string[]): Promise<Map<string, FoldedPatient>> => {
  const patients = await loadRows<PatientRow>(tx, tables.patients, ['id', 'uuid'], ids);
  const contacts = await loadRows<PatientContactRow>(tx, tables.contacts, ['patient_id', 'uuid'], ids);
  const contactsOf = new Map<string, PatientContactRow[]>();
  for (const row of contacts) contactsOf.set(row.patient_id, [...(contactsOf.get(row.patient_id) ?? []), row]);
  const inOrder = (rows: readonly PatientContactRow[]): PatientContact[] => [...rows].sort((a, b) => a.ordinal - b.ordinal).map(fromPatientContactRow);
  return new Map(patients.map((row) => [row.id, fromPatientRow(row, inOrder(contactsOf.get(row.id) ?? []))]));
};

export const upsertPatients = (tx: SqlExecutor, table: string, patients: readonly FoldedPatient[]): Promise<void> =>
  upsertRows(tx, table, patients.map(toPatientRow), { conflict: ['id'] });

/** Replaces the contacts of these patients with the ones they have now. */
export const replaceContacts = async (tx: SqlExecutor, table: string, patients: readonly FoldedPatient[]): Promise<void> => {
  await deleteRows(tx, table, ['patient_id', 'uuid'], patients.map((row) => row.patient.patientId));
  const rows = patients.flatMap((row) => toPatientContactRows(row.patient.patientId, row.patient.contacts));
  await upsertRows(tx, table, rows, { conflict: ['patient_id', 'contact_id'] });
};
