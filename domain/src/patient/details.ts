import type { AllergyReactionId, AssistanceLevelId } from '../catalog/clinical-scales';
import type { RelationshipId } from '../catalog/people';

export const genders = ['female', 'male', 'non-binary', 'other', 'undisclosed'] as const;
export type Gender = (typeof genders)[number];

export interface PatientAddress {
  street: string | null;
  city: string;
  province: string;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2, upper case: CA, US, ES. */
  country: string;
}

/** Who the patient is; `null` where it is not known. */
export interface PatientDemographics {
  firstName: string;
  lastName: string;
  /** A calendar date, YYYY-MM-DD. */
  dateOfBirth: string | null;
  gender: Gender | null;
  phone: string | null;
  address: PatientAddress | null;
}

/**
 * The activities a level of assistance (SPEC.md section 9: 0 to 7, 0 unknown) is recorded for:
 * the usual activities of daily living, plus the instrumental ones homecare plans around.
 */
export const activityAreas = [
  'bathing',
  'dressing',
  'grooming',
  'toileting',
  'transferring',
  'mobility',
  'eating',
  'medication',
  'mealPreparation',
  'housekeeping',
] as const;
export type ActivityArea = (typeof activityAreas)[number];

/** An area left out is unknown (level 0). */
export type AssistanceLevels = Partial<Record<ActivityArea, AssistanceLevelId>>;

export const assistanceLevelIn = (levels: AssistanceLevels, area: ActivityArea): AssistanceLevelId => levels[area] ?? 0;

export interface PatientAllergy {
  /** Chosen by the client, so a retried add cannot record the allergy twice. */
  allergyId: string;
  allergen: string;
  reaction: string | null;
  severity: AllergyReactionId;
}

export interface PatientContact {
  /** Chosen by the client, like an allergy id. */
  contactId: string;
  name: string;
  relationshipId: RelationshipId;
  phone: string | null;
  email: string | null;
  isEmergency: boolean;
}

export const MAX_PATIENT_ALLERGIES = 50;
export const MAX_PATIENT_CONTACTS = 20;
export const MAX_PATIENT_DIAGNOSES = 50;
export const MAX_PATIENT_LANGUAGES = 10;
