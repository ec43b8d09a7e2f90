import type { MongoIndex } from '@careledger/storage/mongo';

/**
 * The list's indexes, as `assessment-table.ts` has them for PostgreSQL: each filter the list
 * takes (status, the scope's agency or creator, patient) before each order it sorts by, ending in
 * `_id` as every order does. An index read backwards serves the descending order too.
 */
export const ASSESSMENT_INDEXES: readonly MongoIndex[] = [
  { name: 'status_updated_id', key: { status: 1, updated_at: 1, _id: 1 } },
  { name: 'status_created_id', key: { status: 1, created_at: 1, _id: 1 } },
  { name: 'updated_id', key: { updated_at: 1, _id: 1 } },
  { name: 'created_id', key: { created_at: 1, _id: 1 } },
  { name: 'visit_id', key: { visit_at: 1, _id: 1 } },
  { name: 'agency_updated_id', key: { agency_id: 1, updated_at: 1, _id: 1 } },
  { name: 'created_by_updated_id', key: { created_by: 1, updated_at: 1, _id: 1 } },
  { name: 'patient', key: { patient_id: 1 } },
];
