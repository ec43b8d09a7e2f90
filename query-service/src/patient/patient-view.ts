import { relationships, type PatientAnswer, type PatientContactAnswer, type PatientSummaryAnswer } from '@careledger/domain';
import type { DriverInstant, PatientContactRow, PatientRow } from '@careledger/storage';
import type { Unnamed } from '../names/display-names';

/** The ids a patient names, and what each points at. */
export const PATIENT_NAMES = { agencyId: 'agency', createdBy: 'user', careTeam: 'user', careCoordinatorId: 'user' } as const;
/** A `patients` row as the list selects it (`PATIENT_COLUMNS`). */
export type PatientRecord = Omit<PatientRow<DriverInstant>, 'assistance_levels' | 'demographics' | 'allergies' | 'last_position'>;

/** A `patients` row as the detail selects it (`PATIENT_DETAIL_COLUMNS`). */
export type PatientDetailRecord = Omit<PatientRow<DriverInstant>, 'last_position'>;

/** A `patient_contacts` row as the detail selects it (`CONTACT_COLUMNS`), in the patient's order. */
export type PatientContactRecord = Omit<PatientContactRow, 'patient_id' | 'ordinal'>;

// Dates as text: a `date` read as a JS Date would shift with the server's time zone.
export const PATIENT_COLUMNS =
  'id, first_name, last_name, date_of_birth::text AS date_of_birth, agency_id, partner_id, created_by, care_team, care_coordinator_id, ambulatory_level, payer_id, diagnosis_ids, language_ids, version, created_at, updated_at';

export const PATIENT_DETAIL_COLUMNS = `${PATIENT_COLUMNS}, demographics, assistance_levels, allergies`;

export const CONTACT_COLUMNS = 'contact_id, name, relationship_id, phone, email, is_emergency';

const iso = (value: Date | string): string => new Date(value).toISOString();

export const toPatientSummary = (record: PatientRecord): Unnamed<PatientSummaryAnswer, typeof PATIENT_NAMES> => ({
  id: record.id,
  firstName: record.first_name,
  lastName: record.last_name,
  dateOfBirth: record.date_of_birth,
  agencyId: record.agency_id,
  partnerId: record.partner_id,
  createdBy: record.created_by,
  careTeam: record.care_team,
  careCoordinatorId: record.care_coordinator_id,
  ambulatoryLevel: record.ambulatory_level === null ? null : Number(record.ambulatory_level),
  payerId: record.payer_id === null ? null : Number(record.payer_id),
  diagnosisIds: record.diagnosis_ids.map(Number),
  languageIds: record.language_ids.map(Number),
  version: Number(record.version),
  createdAt: iso(record.created_at),
  updatedAt: iso(record.updated_at),
});

const relationshipLabels = new Map<number, string>(relationships.map((entry) => [entry.id, entry.label]));

export const toContactView = (record: PatientContactRecord): PatientContactAnswer => ({
  contactId: record.contact_id,
  name: record.name,
  relationshipId: Number(record.relationship_id),
  relationshipLabel: relationshipLabels.get(Number(record.relationship_id)) ?? null,
  phone: record.phone,
  email: record.email,
  isEmergency: record.is_emergency,
});

export const toPatientView = (record: PatientDetailRecord, contacts: readonly PatientContactRecord[]): Unnamed<PatientAnswer, typeof PATIENT_NAMES> => ({
  ...toPatientSummary(record),
  gender: record.demographics.gender ?? null,
  phone: record.demographics.phone ?? null,
  address: record.demographics.address ?? null,
  assistanceLevels: record.assistance_levels,
  allergies: record.allergies,
  contacts: contacts.map(toContactView),
});
