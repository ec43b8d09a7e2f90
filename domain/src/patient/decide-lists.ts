import { assertNever } from '../shared/decider';
import type { AllergyChanges, ContactChanges, PatientListCommand } from './commands';
import { MAX_PATIENT_ALLERGIES, MAX_PATIENT_CONTACTS, type PatientAllergy, type PatientContact } from './details';
import {
  allergenAlreadyRecorded,
  allergyAlreadyExists,
  allergyNotFound,
  allergyUnchanged,
  contactAlreadyExists,
  contactNotFound,
  contactUnchanged,
  emergencyContactWithoutPhone,
  tooMany,
} from './errors';
import type { PatientEvent } from './events';
import type { RegisteredPatient } from './state';

const allergyOf = (patient: RegisteredPatient, allergyId: string): PatientAllergy => {
  const allergy = patient.allergies.find((item) => item.allergyId === allergyId);
  if (!allergy) throw allergyNotFound(allergyId);
  return allergy;
};

const contactOf = (patient: RegisteredPatient, contactId: string): PatientContact => {
  const contact = patient.contacts.find((item) => item.contactId === contactId);
  if (!contact) throw contactNotFound(contactId);
  return contact;
};

/** One allergy per allergen, whatever its case: a second one would contradict the first. */
const ensureAllergenNew = (patient: RegisteredPatient, allergy: PatientAllergy): void => {
  const allergen = allergy.allergen.toLocaleLowerCase();
  const other = patient.allergies.find((item) => item.allergyId !== allergy.allergyId && item.allergen.toLocaleLowerCase() === allergen);
  if (other) throw allergenAlreadyRecorded(other.allergen);
};

/** Whoever is called in an emergency must be reachable by phone. */
const ensureReachable = (contact: PatientContact): void => {
  if (contact.isEmergency && contact.phone === null) throw emergencyContactWithoutPhone(contact.name);
};

const withAllergyChanges = (allergy: PatientAllergy, changes: AllergyChanges): PatientAllergy => ({
  allergyId: allergy.allergyId,
  allergen: changes.allergen ?? allergy.allergen,
  reaction: changes.reaction === undefined ? allergy.reaction : changes.reaction,
  severity: changes.severity ?? allergy.severity,
});

const withContactChanges = (contact: PatientContact, changes: ContactChanges): PatientContact => ({
  contactId: contact.contactId,
  name: changes.name ?? contact.name,
  relationshipId: changes.relationshipId ?? contact.relationshipId,
  phone: changes.phone === undefined ? contact.phone : changes.phone,
  email: changes.email === undefined ? contact.email : changes.email,
  isEmergency: changes.isEmergency ?? contact.isEmergency,
});

const sameFields = <Item extends object>(a: Item, b: Item): boolean =>
  (Object.keys(a) as (keyof Item)[]).every((key) => a[key] === b[key]);

/** The patient's allergies and additional contacts, each kept under the id its client chose. */
export const decideListItem = (command: PatientListCommand, patient: RegisteredPatient): PatientEvent[] => {
  const { patientId } = patient;
  switch (command.type) {
    case 'AddPatientAllergy': {
      const { patientId: _patientId, ...allergy } = command.data;
      if (patient.allergies.some((item) => item.allergyId === allergy.allergyId)) throw allergyAlreadyExists(allergy.allergyId);
      if (patient.allergies.length >= MAX_PATIENT_ALLERGIES) throw tooMany('too_many_allergies', 'allergies', MAX_PATIENT_ALLERGIES);
      ensureAllergenNew(patient, allergy);
      return [{ type: 'PatientAllergyAdded', data: { patientId, ...allergy } }];
    }
    case 'UpdatePatientAllergy': {
      const { patientId: _patientId, allergyId, ...changes } = command.data;
      const current = allergyOf(patient, allergyId);
      const next = withAllergyChanges(current, changes);
      if (sameFields(current, next)) throw allergyUnchanged(allergyId);
      ensureAllergenNew(patient, next);
      return [{ type: 'PatientAllergyUpdated', data: { patientId, ...next } }];
    }
    case 'RemovePatientAllergy': {
      const { allergyId } = allergyOf(patient, command.data.allergyId);
      return [{ type: 'PatientAllergyRemoved', data: { patientId, allergyId } }];
    }
    case 'AddPatientContact': {
      const { patientId: _patientId, ...contact } = command.data;
      if (patient.contacts.some((item) => item.contactId === contact.contactId)) throw contactAlreadyExists(contact.contactId);
      if (patient.contacts.length >= MAX_PATIENT_CONTACTS) throw tooMany('too_many_contacts', 'additional contacts', MAX_PATIENT_CONTACTS);
      ensureReachable(contact);
      return [{ type: 'PatientContactAdded', data: { patientId, ...contact } }];
    }
    case 'UpdatePatientContact': {
      const { patientId: _patientId, contactId, ...changes } = command.data;
      const current = contactOf(patient, contactId);
      const next = withContactChanges(current, changes);
      if (sameFields(current, next)) throw contactUnchanged(contactId);
      ensureReachable(next);
      return [{ type: 'PatientContactUpdated', data: { patientId, ...next } }];
    }
    case 'RemovePatientContact': {
      const { contactId } = contactOf(patient, command.data.contactId);
      return [{ type: 'PatientContactRemoved', data: { patientId, contactId } }];
    }
    default:
      return assertNever(command);
  }
};
