import { DomainError, ruleBroken } from '../shared/domain-error';

export const patientAlreadyExists = (patientId: string): DomainError =>
  new DomainError('conflict', 'patient_already_exists', `The patient ${patientId} already exists.`);

export const patientNotFound = (patientId: string): DomainError =>
  new DomainError('not_found', 'patient_not_found', `The patient ${patientId} does not exist.`);

export const agencyUnchanged = (agencyId: string): DomainError =>
  ruleBroken('agency_unchanged', `The patient is already served by the agency ${agencyId}.`);

export const caregiverAlreadyOnCareTeam = (caregiverId: string): DomainError =>
  ruleBroken('caregiver_already_on_care_team', `The caregiver ${caregiverId} is already on the patient's care team.`);

export const caregiverNotOnCareTeam = (caregiverId: string): DomainError =>
  ruleBroken('caregiver_not_on_care_team', `The caregiver ${caregiverId} is not on the patient's care team.`);

export const dateOfBirthInFuture = (dateOfBirth: string, today: string): DomainError =>
  ruleBroken('date_of_birth_in_future', `The date of birth ${dateOfBirth} is after today (${today}).`);

// Each detail command must change something: an event always records a change.
export const demographicsUnchanged = (): DomainError =>
  ruleBroken('demographics_unchanged', "The patient's demographics are already as given: nothing to change.");

export const ambulatoryLevelUnchanged = (level: number): DomainError =>
  ruleBroken('ambulatory_level_unchanged', `The patient's ambulatory level is already ${level}.`);

export const assistanceLevelsUnchanged = (): DomainError =>
  ruleBroken('assistance_levels_unchanged', "The patient's levels of assistance are already as given: nothing to change.");

export const diagnosesUnchanged = (): DomainError =>
  ruleBroken('diagnoses_unchanged', "The patient's diagnoses are already as given: nothing to change.");

export const languagesUnchanged = (): DomainError =>
  ruleBroken('languages_unchanged', "The patient's languages are already as given, in that order: nothing to change.");

export const payerUnchanged = (payerId: number): DomainError =>
  ruleBroken('payer_unchanged', `The patient's payer is already ${payerId}.`);

export const careCoordinatorUnchanged = (careCoordinatorId: string): DomainError =>
  ruleBroken('care_coordinator_unchanged', `The patient's care coordinator is already ${careCoordinatorId}.`);

export const allergyUnchanged = (allergyId: string): DomainError =>
  ruleBroken('allergy_unchanged', `The allergy ${allergyId} is already as given: nothing to change.`);

export const contactUnchanged = (contactId: string): DomainError =>
  ruleBroken('contact_unchanged', `The contact ${contactId} is already as given: nothing to change.`);

export const allergyAlreadyExists = (allergyId: string): DomainError =>
  ruleBroken('allergy_already_exists', `The patient already has an allergy with the id ${allergyId}.`);

export const allergenAlreadyRecorded = (allergen: string): DomainError =>
  ruleBroken('allergen_already_recorded', `An allergy to "${allergen}" is already recorded for the patient.`);

export const allergyNotFound = (allergyId: string): DomainError =>
  ruleBroken('allergy_not_found', `The patient has no allergy with the id ${allergyId}.`);

export const contactAlreadyExists = (contactId: string): DomainError =>
  ruleBroken('contact_already_exists', `The patient already has a contact with the id ${contactId}.`);

export const contactNotFound = (contactId: string): DomainError =>
  ruleBroken('contact_not_found', `The patient has no contact with the id ${contactId}.`);

export const emergencyContactWithoutPhone = (name: string): DomainError =>
  ruleBroken('emergency_contact_without_phone', `${name} cannot be an emergency contact without a phone number.`);

export const tooMany = (code: string, what: string, max: number): DomainError =>
  ruleBroken(code, `A patient has at most ${max} ${what}.`);
