import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { patientDecider } from './decider';
import { command, demographics, event, registered } from './patient.fixtures';

const spec = deciderSpec(patientDecider);
const updated = event('PatientDemographicsUpdated', demographics);

describe('demographics', () => {
  it('records who the patient is after the update, every field', () => {
    spec.given([registered]).when(command('UpdatePatientDemographics', demographics)).then([updated]);
  });

  it('keeps the fields left out and clears those given as null', () => {
    spec
      .given([registered, updated])
      .when(command('UpdatePatientDemographics', { lastName: 'McCauley', phone: null }))
      .then([event('PatientDemographicsUpdated', { ...demographics, lastName: 'McCauley', phone: null })]);
    spec
      .given([registered, updated])
      .when(command('UpdatePatientDemographics', { address: null, dateOfBirth: null }))
      .then([event('PatientDemographicsUpdated', { ...demographics, address: null, dateOfBirth: null })]);
  });

  it('records a change of one address line', () => {
    const moved = { ...demographics.address!, postalCode: null };
    spec
      .given([registered, updated])
      .when(command('UpdatePatientDemographics', { address: moved }))
      .then([event('PatientDemographicsUpdated', { ...demographics, address: moved })]);
  });

  it('refuses an update that changes nothing, an empty one included', () => {
    spec.given([registered, updated]).when(command('UpdatePatientDemographics', demographics)).thenFails('demographics_unchanged', 'rule');
    spec.given([registered, updated]).when(command('UpdatePatientDemographics', { firstName: 'Rosa', address: { ...demographics.address! } })).thenFails('demographics_unchanged');
    spec.given([registered]).when(command('UpdatePatientDemographics', {})).thenFails('demographics_unchanged', 'rule');
    spec.given([registered]).when(command('UpdatePatientDemographics', { gender: null, phone: null })).thenFails('demographics_unchanged', 'rule');
  });

  it('refuses a date of birth after today', () => {
    spec.given([registered]).when(command('UpdatePatientDemographics', { dateOfBirth: '2031-01-01' })).thenFails('date_of_birth_in_future', 'rule');
  });
});

describe('ambulatory level', () => {
  it('sets the level, remembering the previous one', () => {
    const first = event('PatientAmbulatoryLevelSet', { level: 1, previousLevel: null });
    spec.given([registered]).when(command('SetPatientAmbulatoryLevel', { level: 1 })).then([first]);
    spec
      .given([registered, first])
      .when(command('SetPatientAmbulatoryLevel', { level: 3 }))
      .then([event('PatientAmbulatoryLevelSet', { level: 3, previousLevel: 1 })]);
  });

  it('refuses the level the patient already has', () => {
    const first = event('PatientAmbulatoryLevelSet', { level: 2, previousLevel: null });
    const error = spec.given([registered, first]).when(command('SetPatientAmbulatoryLevel', { level: 2 })).thenFails('ambulatory_level_unchanged', 'rule');
    expect(error.message).toBe("The patient's ambulatory level is already 2.");
  });
});

describe('levels of assistance', () => {
  const set = event('PatientAssistanceLevelsSet', { levels: { bathing: 4, dressing: 3 } });

  it('sets the areas named, leaving the others as they were', () => {
    spec.given([registered]).when(command('SetPatientAssistanceLevels', { levels: { bathing: 4, dressing: 3 } })).then([set]);
    spec
      .given([registered, set])
      .when(command('SetPatientAssistanceLevels', { levels: { bathing: 4, eating: 2 } }))
      .then([event('PatientAssistanceLevelsSet', { levels: { bathing: 4, eating: 2 } })]);
  });

  it('sets an area back to unknown (0)', () => {
    spec
      .given([registered, set])
      .when(command('SetPatientAssistanceLevels', { levels: { dressing: 0 } }))
      .then([event('PatientAssistanceLevelsSet', { levels: { dressing: 0 } })]);
  });

  it('refuses levels that change nothing, an empty set included', () => {
    spec.given([registered, set]).when(command('SetPatientAssistanceLevels', { levels: { bathing: 4 } })).thenFails('assistance_levels_unchanged', 'rule');
    spec.given([registered]).when(command('SetPatientAssistanceLevels', { levels: { toileting: 0 } })).thenFails('assistance_levels_unchanged', 'rule');
    spec.given([registered, set]).when(command('SetPatientAssistanceLevels', { levels: {} })).thenFails('assistance_levels_unchanged', 'rule');
  });
});

describe('diagnoses, languages and payer', () => {
  const diagnosed = event('PatientDiagnosesSet', { diagnosisIds: [12, 40] });
  const speaks = event('PatientLanguagesSet', { languageIds: [3, 1] });
  const paid = event('PatientPayerSet', { payerId: 5, previousPayerId: null });

  it('replaces the diagnoses, and may clear them', () => {
    spec.given([registered]).when(command('SetPatientDiagnoses', { diagnosisIds: [12, 40] })).then([diagnosed]);
    spec.given([registered, diagnosed]).when(command('SetPatientDiagnoses', { diagnosisIds: [] })).then([event('PatientDiagnosesSet', { diagnosisIds: [] })]);
  });

  it('refuses the same diagnoses, in whatever order', () => {
    spec.given([registered, diagnosed]).when(command('SetPatientDiagnoses', { diagnosisIds: [40, 12] })).thenFails('diagnoses_unchanged', 'rule');
    spec.given([registered]).when(command('SetPatientDiagnoses', { diagnosisIds: [] })).thenFails('diagnoses_unchanged', 'rule');
  });

  it('replaces the languages; the order matters, the first is preferred', () => {
    spec.given([registered]).when(command('SetPatientLanguages', { languageIds: [3, 1] })).then([speaks]);
    spec.given([registered, speaks]).when(command('SetPatientLanguages', { languageIds: [1, 3] })).then([event('PatientLanguagesSet', { languageIds: [1, 3] })]);
    spec.given([registered, speaks]).when(command('SetPatientLanguages', { languageIds: [3, 1] })).thenFails('languages_unchanged', 'rule');
  });

  it('sets the payer, remembering the previous one, and refuses the same one', () => {
    spec.given([registered]).when(command('SetPatientPayer', { payerId: 5 })).then([paid]);
    spec.given([registered, paid]).when(command('SetPatientPayer', { payerId: 6 })).then([event('PatientPayerSet', { payerId: 6, previousPayerId: 5 })]);
    spec.given([registered, paid]).when(command('SetPatientPayer', { payerId: 5 })).thenFails('payer_unchanged', 'rule');
  });
});
