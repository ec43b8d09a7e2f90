import type { MongoIndex } from '@careledger/storage/mongo';

/**
 * The list's indexes, as `referral-projector.ts` has them for PostgreSQL: each filter the list
 * takes (status, partner, hub, the scope's partner, patient agency or registrant) before its
 * default order (the day opened), ending in `_id` as every order does; the other orders alone.
 * An index read backwards serves the descending order too. `patient_id` also finds the referrals
 * whose patient facts a batch changes.
 */
export const REFERRAL_INDEXES: readonly MongoIndex[] = [
  { name: 'opened_id', key: { opened_on: 1, _id: 1 } },
  { name: 'updated_id', key: { updated_at: 1, _id: 1 } },
  { name: 'status_id', key: { status: 1, _id: 1 } },
  { name: 'status_opened_id', key: { status: 1, opened_on: 1, _id: 1 } },
  { name: 'partner_opened_id', key: { partner_id: 1, opened_on: 1, _id: 1 } },
  { name: 'patient_agency_opened_id', key: { patient_agency_id: 1, opened_on: 1, _id: 1 } },
  { name: 'patient_created_by_opened_id', key: { patient_created_by: 1, opened_on: 1, _id: 1 } },
  { name: 'hub_opened_id', key: { hub_id: 1, opened_on: 1, _id: 1 } },
  { name: 'patient', key: { patient_id: 1 } },
];
