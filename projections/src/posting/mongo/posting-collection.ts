import type { MongoIndex } from '@careledger/storage/mongo';

/**
 * The list's indexes, as `postingTables` has them for PostgreSQL: each filter the list takes (the
 * scope's agency, status or candidates; the patient, which the family's scope goes through too;
 * the care service) before the default order (start date), ending in `_id` as every order does;
 * and each other order alone. An index read backwards serves the descending order too.
 */
export const POSTING_INDEXES: readonly MongoIndex[] = [
  { name: 'start_id', key: { start_date: 1, _id: 1 } },
  { name: 'end_id', key: { end_date: 1, _id: 1 } },
  { name: 'created_id', key: { created_at: 1, _id: 1 } },
  { name: 'updated_id', key: { updated_at: 1, _id: 1 } },
  { name: 'agency_start_id', key: { agency_id: 1, start_date: 1, _id: 1 } },
  { name: 'patient_start_id', key: { patient_id: 1, start_date: 1, _id: 1 } },
  { name: 'status_start_id', key: { status: 1, start_date: 1, _id: 1 } },
  { name: 'service_start_id', key: { care_service_id: 1, start_date: 1, _id: 1 } },
  // A multikey index: one entry per agency or caregiver the posting concerns.
  { name: 'candidates_start_id', key: { candidates: 1, start_date: 1, _id: 1 } },
];
