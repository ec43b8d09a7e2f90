import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { patientDecider } from './decider';
import { MAX_PATIENT_ALLERGIES, MAX_PATIENT_CONTACTS } from './details';
import type { PatientEvent } from './events';
import { command, daughter, event, neighbour, peanuts, penicillin, registered } from './patient.fixtures';

const spec = deciderSpec(patientDecider);
const hasPeanuts = event('PatientAllergyAdded', peanuts);
const hasPenicillin = event('PatientAllergyAdded', penicillin);
const withDaughter = event('PatientContactAdded', daughter);
const withNeighbour = event('PatientContactAdded', neighbour);
const uuidNumber = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('allergies', () => {
  it('adds an allergy under the id the client chose', () => {
    spec.given([registered]).when(command('AddPatientAllergy', peanuts)).then([hasPeanuts]);
  });

  it('refuses an id already used, and an allergen already recorded in any case', () => {
    spec.given([registered, hasPeanuts]).when(command('AddPatientAllergy', { ...penicillin, allergyId: peanuts.allergyId })).thenFails('allergy_already_exists', 'rule');
    const error = spec.given([registered, hasPeanuts]).when(command('AddPatientAllergy', { ...penicillin, allergen: 'PEANUTS' })).thenFails('allergen_already_recorded', 'rule');
    expect(error.message).toBe('An allergy to "Peanuts" is already recorded for the patient.');
  });

  it(`refuses more than ${MAX_PATIENT_ALLERGIES} allergies`, () => {
    const many: PatientEvent[] = Array.from({ length: MAX_PATIENT_ALLERGIES }, (_, index) =>
      event('PatientAllergyAdded', { allergyId: uuidNumber(index), allergen: `Allergen ${index}`, reaction: null, severity: 1 }),
    );
    spec.given([registered, ...many]).when(command('AddPatientAllergy', peanuts)).thenFails('too_many_allergies', 'rule');
    spec.given([registered, ...many.slice(1)]).when(command('AddPatientAllergy', peanuts)).then([hasPeanuts]);
  });

  it('updates the fields named, keeps the others, and clears a reaction with null', () => {
    spec
      .given([registered, hasPeanuts])
      .when(command('UpdatePatientAllergy', { allergyId: peanuts.allergyId, severity: 3 }))
      .then([event('PatientAllergyUpdated', { ...peanuts, severity: 3 })]);
    spec
      .given([registered, hasPeanuts])
      .when(command('UpdatePatientAllergy', { allergyId: peanuts.allergyId, reaction: null, allergen: 'Tree nuts' }))
      .then([event('PatientAllergyUpdated', { ...peanuts, reaction: null, allergen: 'Tree nuts' })]);
  });

  it('refuses an update that changes nothing, or renames it to another allergy of the patient', () => {
    spec.given([registered, hasPeanuts]).when(command('UpdatePatientAllergy', { allergyId: peanuts.allergyId })).thenFails('allergy_unchanged', 'rule');
    spec
      .given([registered, hasPeanuts])
      .when(command('UpdatePatientAllergy', { allergyId: peanuts.allergyId, severity: 2, reaction: 'Hives' }))
      .thenFails('allergy_unchanged', 'rule');
    spec
      .given([registered, hasPeanuts, hasPenicillin])
      .when(command('UpdatePatientAllergy', { allergyId: penicillin.allergyId, allergen: 'peanuts' }))
      .thenFails('allergen_already_recorded', 'rule');
    spec
      .given([registered, hasPeanuts])
      .when(command('UpdatePatientAllergy', { allergyId: peanuts.allergyId, allergen: 'PEANUTS' }))
      .then([event('PatientAllergyUpdated', { ...peanuts, allergen: 'PEANUTS' })]);
  });

  it('removes an allergy, after which it is unknown', () => {
    const removed = event('PatientAllergyRemoved', { allergyId: peanuts.allergyId });
    spec.given([registered, hasPeanuts, hasPenicillin]).when(command('RemovePatientAllergy', { allergyId: peanuts.allergyId })).then([removed]);
    spec.given([registered, hasPeanuts, removed]).when(command('RemovePatientAllergy', { allergyId: peanuts.allergyId })).thenFails('allergy_not_found', 'rule');
    spec.given([registered, hasPeanuts, removed]).when(command('UpdatePatientAllergy', { allergyId: peanuts.allergyId, severity: 1 })).thenFails('allergy_not_found', 'rule');
    spec.given([registered, hasPeanuts, removed]).when(command('AddPatientAllergy', { ...peanuts, allergyId: uuidNumber(99) })).then([
      event('PatientAllergyAdded', { ...peanuts, allergyId: uuidNumber(99) }),
    ]);
  });
});

describe('additional contacts', () => {
  it('adds a contact under the id the client chose', () => {
    spec.given([registered]).when(command('AddPatientContact', daughter)).then([withDaughter]);
    spec.given([registered, withDaughter]).when(command('AddPatientContact', neighbour)).then([withNeighbour]);
  });

  it('refuses an id already used', () => {
    spec.given([registered, withDaughter]).when(command('AddPatientContact', { ...neighbour, contactId: daughter.contactId })).thenFails('contact_already_exists', 'rule');
  });

  it('refuses an emergency contact without a phone number', () => {
    const error = spec.given([registered]).when(command('AddPatientContact', { ...neighbour, isEmergency: true })).thenFails('emergency_contact_without_phone', 'rule');
    expect(error.message).toBe('Sam Lee cannot be an emergency contact without a phone number.');
    spec.given([registered, withNeighbour]).when(command('UpdatePatientContact', { contactId: neighbour.contactId, isEmergency: true })).thenFails('emergency_contact_without_phone');
    spec.given([registered, withDaughter]).when(command('UpdatePatientContact', { contactId: daughter.contactId, phone: null })).thenFails('emergency_contact_without_phone');
  });

  it(`refuses more than ${MAX_PATIENT_CONTACTS} contacts`, () => {
    const many: PatientEvent[] = Array.from({ length: MAX_PATIENT_CONTACTS }, (_, index) =>
      event('PatientContactAdded', { ...neighbour, contactId: uuidNumber(index) }),
    );
    spec.given([registered, ...many]).when(command('AddPatientContact', daughter)).thenFails('too_many_contacts', 'rule');
  });

  it('updates the fields named and keeps the others', () => {
    spec
      .given([registered, withNeighbour])
      .when(command('UpdatePatientContact', { contactId: neighbour.contactId, phone: '+1 647 555 0199', isEmergency: true, email: null }))
      .then([event('PatientContactUpdated', { ...neighbour, phone: '+1 647 555 0199', isEmergency: true, email: null })]);
    spec
      .given([registered, withDaughter])
      .when(command('UpdatePatientContact', { contactId: daughter.contactId, relationshipId: 11 }))
      .then([event('PatientContactUpdated', { ...daughter, relationshipId: 11 })]);
  });

  it('refuses an update that changes nothing', () => {
    spec.given([registered, withDaughter]).when(command('UpdatePatientContact', { contactId: daughter.contactId })).thenFails('contact_unchanged', 'rule');
    spec.given([registered, withDaughter]).when(command('UpdatePatientContact', { contactId: daughter.contactId, name: daughter.name })).thenFails('contact_unchanged', 'rule');
  });

  it('answers an unknown contact with a broken rule', () => {
    spec.given([registered, withDaughter]).when(command('UpdatePatientContact', { contactId: neighbour.contactId, name: 'X' })).thenFails('contact_not_found', 'rule');
    spec.given([registered]).when(command('RemovePatientContact', { contactId: daughter.contactId })).thenFails('contact_not_found', 'rule');
  });

  it('removes a contact', () => {
    spec
      .given([registered, withDaughter, withNeighbour])
      .when(command('RemovePatientContact', { contactId: daughter.contactId }))
      .then([event('PatientContactRemoved', { contactId: daughter.contactId })]);
  });
});
