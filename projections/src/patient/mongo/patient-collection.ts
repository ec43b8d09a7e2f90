import type { MongoIndex } from '@careledger/storage/mongo';

/**
 * The list's indexes, as `patient-table.ts` has them for PostgreSQL: each filter (the scope's
 * agency, partner, creator or care team; the ambulatory level) before the order (last name as the
 * list sorts it, or an instant), ending in `_id` as every order does.
 */
export const PATIENT_INDEXES: readonly MongoIndex[] = [
  { name: 'last_name_id', key: { last_name_key: 1, _id: 1 } },
  { name: 'first_name', key: { first_name_key: 1 } },
  { name: 'created_id', key: { created_at: 1, _id: 1 } },
  { name: 'updated_id', key: { updated_at: 1, _id: 1 } },
  { name: 'agency_last_name_id', key: { agency_id: 1, last_name_key: 1, _id: 1 } },
  { name: 'agency_updated_id', key: { agency_id: 1, updated_at: 1, _id: 1 } },
  { name: 'partner_last_name_id', key: { partner_id: 1, last_name_key: 1, _id: 1 } },
  { name: 'creator_last_name_id', key: { created_by: 1, last_name_key: 1, _id: 1 } },
  { name: 'ambulatory_last_name_id', key: { ambulatory_level: 1, last_name_key: 1, _id: 1 } },
  // A multikey index: one entry per member of the care team.
  { name: 'care_team_last_name_id', key: { care_team: 1, last_name_key: 1, _id: 1 } },
];
