import type { AssistanceLevels, PatientAllergy, PatientDemographics } from '@careledger/domain';
import type { DriverInstant } from './instant';

/** One row of `patients`. Ids of other records are text: a projector must never fail on a value it did not choose. */
export interface PatientRow<Instant extends DriverInstant = string> {
  id: string;
  first_name: string;
  last_name: string;
  /** A calendar date, YYYY-MM-DD. */
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
  demographics: Pick<PatientDemographics, 'gender' | 'phone' | 'address'>;
  allergies: PatientAllergy[];
  version: number;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}

/** One contact of a patient in `patient_contacts`, in the patient's order. */
export interface PatientContactRow {
  patient_id: string;
  contact_id: string;
  ordinal: number;
  name: string;
  relationship_id: number;
  phone: string | null;
  email: string | null;
  is_emergency: boolean;
}
