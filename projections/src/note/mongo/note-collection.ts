import type { MongoIndex } from '@careledger/storage/mongo';

/**
 * The lists' indexes, as `note-projector.ts` has them for PostgreSQL: a patient's, hub's or
 * cluster's notes by status, then the order (the day of service, or when written), ending in
 * `_id` as every order does; their authors. The inbox reads across patients: by status and day of
 * service alone (an administrator's), or first by what its read rule narrows on (the author, the
 * patient's agency, partner, registrant or care team), where PostgreSQL joins `note_patients`.
 * `patient_id` also finds the notes whose patient facts a batch changes.
 */
export const NOTE_INDEXES: readonly MongoIndex[] = [
  { name: 'patient_status_service_id', key: { patient_id: 1, status: 1, date_of_service: 1, _id: 1 } },
  { name: 'patient_status_created_id', key: { patient_id: 1, status: 1, created_at: 1, _id: 1 } },
  { name: 'patient_author', key: { patient_id: 1, author_id: 1 } },
  { name: 'hub_status_service_id', key: { hub_id: 1, status: 1, date_of_service: 1, _id: 1 } },
  { name: 'hub_author', key: { hub_id: 1, author_id: 1 } },
  { name: 'cluster_status_service_id', key: { cluster_id: 1, status: 1, date_of_service: 1, _id: 1 } },
  { name: 'cluster_author', key: { cluster_id: 1, author_id: 1 } },
  { name: 'kind_status_service_id', key: { kind: 1, status: 1, date_of_service: 1, _id: 1 } },
  { name: 'author_status_service_id', key: { author_id: 1, status: 1, date_of_service: 1, _id: 1 } },
  { name: 'patient_agency_status_service_id', key: { 'patient.agency_id': 1, status: 1, date_of_service: 1, _id: 1 } },
  { name: 'patient_partner_status_service_id', key: { 'patient.partner_id': 1, status: 1, date_of_service: 1, _id: 1 } },
  { name: 'patient_created_by_status_service_id', key: { 'patient.created_by': 1, status: 1, date_of_service: 1, _id: 1 } },
  // A multikey index: one entry per member of the care team.
  { name: 'patient_care_team_status_service_id', key: { 'patient.care_team': 1, status: 1, date_of_service: 1, _id: 1 } },
];
