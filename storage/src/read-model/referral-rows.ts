import type { ReferralCloseReasonId, ReferralStatusId } from '@careledger/domain';
import type { DriverInstant } from './instant';

/** One row of `referrals`: the referral with every milestone date, and the patient facts its read rule looks at. */
export interface ReferralRow<Instant extends DriverInstant = string> {
  id: string;
  patient_id: string;
  partner_id: string | null;
  hub_id: string | null;
  status: ReferralStatusId;
  hold_reason: string | null;
  /** Calendar dates, YYYY-MM-DD, from here to `move_out_on`. */
  opened_on: string;
  hospital_admission_on: string | null;
  hospital_discharge_on: string | null;
  on_site_visit_on: string | null;
  approved_on: string | null;
  accepted_on: string | null;
  move_in_on: string | null;
  move_out_on: string | null;
  close_reason_id: ReferralCloseReasonId | null;
  close_comment: string | null;
  /** A calendar date, YYYY-MM-DD. */
  discharge_date: string | null;
  closed_at: Instant | null;
  /** The patient's agency and registrant as they stand now (`referral_patients`). */
  patient_agency_id: string | null;
  patient_created_by: string | null;
  created_by: string;
  created_at: Instant;
  updated_at: Instant;
  version: number;
  last_position: number;
}

/** The column of each milestone's date in `referrals`. */
export type ReferralMilestoneColumn = Exclude<Extract<keyof ReferralRow, `${string}_on`>, 'opened_on'>;

/** What a referral's read rule needs of its patient (`referral_patients`), fed by the patient's own events. */
export interface ReferralPatientRow {
  patient_id: string;
  agency_id: string | null;
  created_by: string | null;
  /** The patient stream's version of the last event applied: a replay leaves the row as it is. */
  version: number;
}
