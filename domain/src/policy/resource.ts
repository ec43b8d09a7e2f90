import type { NoteVisibilityId } from '../catalog/notes';

/** What the policy must know of a patient to decide who may see and act on its records. */
export interface PatientFacts {
  patientId: string;
  /** The agency that serves the patient. */
  agencyId: string | null;
  /** The partner that referred the patient. */
  partnerId: string | null;
  /** Caregivers assigned to the patient (their user ids). */
  careTeam: readonly string[];
  /** The user who registered the patient (a family member, or staff). */
  createdBy: string | null;
}

/**
 * What the policy must know of one record. Each aggregate fills the fields that matter to it;
 * `patient` is loaded from the patient's own stream for records about a patient.
 */
export interface RecordFacts {
  agencyId?: string | null;
  partnerId?: string | null;
  createdBy?: string | null;
  /** Notes: the author and who may read them. */
  authorId?: string | null;
  visibility?: NoteVisibilityId | null;
  /** The user a record is about (a caregiver profile, a login). */
  userId?: string | null;
  /** The patient this record is about, when it is about one. */
  patientId?: string | null;
  patient?: PatientFacts | null;
}
