import type { ReferralPatientRow, ReferralRow } from '../referral-rows';
import { toDate, toDateOrNull, toInstant, toInstantOrNull } from './instants';

/**
 * A `referrals` document: the row's fields under the same names, the id as `_id`, instants as
 * dates. Calendar dates stay YYYY-MM-DD text: compared as strings they order as days do.
 */
export interface ReferralDocument extends Omit<ReferralRow, 'id' | 'closed_at' | 'created_at' | 'updated_at'> {
  _id: string;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A `referral_patients` document: what a referral's read rule needs of its patient, the patient's id as `_id`. */
export interface ReferralPatientDocument extends Omit<ReferralPatientRow, 'patient_id'> {
  _id: string;
}

export const REFERRALS_COLLECTION = 'referrals';
export const REFERRAL_PATIENTS_COLLECTION = 'referral_patients';

export const referralDocumentOf = ({ id, closed_at, created_at, updated_at, ...fields }: ReferralRow): ReferralDocument => ({
  _id: id,
  ...fields,
  closed_at: toDateOrNull(closed_at),
  created_at: toDate(created_at),
  updated_at: toDate(updated_at),
});

export const referralRowOf = ({ _id, closed_at, created_at, updated_at, ...fields }: ReferralDocument): ReferralRow => ({
  id: _id,
  ...fields,
  closed_at: toInstantOrNull(closed_at),
  created_at: toInstant(created_at),
  updated_at: toInstant(updated_at),
});

export const referralPatientDocumentOf = ({ patient_id, ...fields }: ReferralPatientRow): ReferralPatientDocument => ({ _id: patient_id, ...fields });

export const referralPatientRowOf = ({ _id, ...fields }: ReferralPatientDocument): ReferralPatientRow => ({ patient_id: _id, ...fields });
