import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { PatientCommand } from './commands';
import { patientDecider } from './decider';
import { isPatientEvent, patientStreamId } from './events';
import {
  agencyId,
  caregiverId,
  command,
  coordinatorId,
  daughter,
  demographics,
  event,
  metadataFor,
  otherAgencyId,
  patientId,
  peanuts,
  registered,
  registrarId,
} from './patient.fixtures';

const spec = deciderSpec(patientDecider);

const register = (dateOfBirth: string | null = '1941-02-04', now?: string): PatientCommand =>
  command(
    'RegisterPatient',
    { firstName: 'Rosa', lastName: 'Parks', dateOfBirth, agencyId, partnerId: null },
    metadataFor(Role.AGENCY, registrarId, now),
  );

describe('registering a patient', () => {
  it('records who registered it', () => {
    spec.given([]).when(register()).then([registered]);
  });

  it('accepts an unknown date of birth, and one that is today', () => {
    spec.given([]).when(register(null)).then([{ ...registered, data: { ...registered.data, dateOfBirth: null } }]);
    spec.given([]).when(register('2030-03-01')).then([{ ...registered, data: { ...registered.data, dateOfBirth: '2030-03-01' } }]);
  });

  it('refuses a date of birth after the day of the command (UTC)', () => {
    const error = spec.given([]).when(register('2030-03-02')).thenFails('date_of_birth_in_future', 'rule');
    expect(error.message).toBe('The date of birth 2030-03-02 is after today (2030-03-01).');
    spec.given([]).when(register('2030-03-02', '2030-03-01T23:30:00-02:00')).then([{ ...registered, data: { ...registered.data, dateOfBirth: '2030-03-02' } }]);
  });

  it('refuses to register the same patient twice', () => {
    spec.given([registered]).when(register()).thenFails('patient_already_exists', 'conflict');
  });
});

describe('who serves the patient', () => {
  it('moves the patient to another agency, remembering the previous one', () => {
    spec
      .given([registered])
      .when(command('AssignPatientToAgency', { agencyId: otherAgencyId }))
      .then([event('PatientAssignedToAgency', { agencyId: otherAgencyId, previousAgencyId: agencyId })]);
  });

  it('refuses the agency it already has', () => {
    spec.given([registered]).when(command('AssignPatientToAgency', { agencyId })).thenFails('agency_unchanged', 'rule');
  });

  it('adds and removes a caregiver of the care team, once each', () => {
    const assigned = event('CaregiverAssignedToPatient', { caregiverId });
    spec.given([registered]).when(command('AssignCaregiverToPatient', { caregiverId })).then([assigned]);
    spec.given([registered, assigned]).when(command('AssignCaregiverToPatient', { caregiverId })).thenFails('caregiver_already_on_care_team', 'rule');
    spec
      .given([registered, assigned])
      .when(command('UnassignCaregiverFromPatient', { caregiverId }))
      .then([event('CaregiverUnassignedFromPatient', { caregiverId })]);
    spec.given([registered]).when(command('UnassignCaregiverFromPatient', { caregiverId })).thenFails('caregiver_not_on_care_team', 'rule');
  });

  it('assigns a care coordinator, remembering the previous one, and refuses the same one', () => {
    const first = event('CareCoordinatorAssignedToPatient', { careCoordinatorId: coordinatorId, previousCareCoordinatorId: null });
    spec.given([registered]).when(command('AssignCareCoordinatorToPatient', { careCoordinatorId: coordinatorId })).then([first]);
    spec
      .given([registered, first])
      .when(command('AssignCareCoordinatorToPatient', { careCoordinatorId: caregiverId }))
      .then([event('CareCoordinatorAssignedToPatient', { careCoordinatorId: caregiverId, previousCareCoordinatorId: coordinatorId })]);
    spec
      .given([registered, first])
      .when(command('AssignCareCoordinatorToPatient', { careCoordinatorId: coordinatorId }))
      .thenFails('care_coordinator_unchanged', 'rule');
  });
});

describe('a patient that was never registered', () => {
  const everyAction: PatientCommand[] = [
    command('AssignPatientToAgency', { agencyId }),
    command('AssignCaregiverToPatient', { caregiverId }),
    command('UnassignCaregiverFromPatient', { caregiverId }),
    command('UpdatePatientDemographics', demographics),
    command('SetPatientAmbulatoryLevel', { level: 1 }),
    command('SetPatientAssistanceLevels', { levels: { bathing: 3 } }),
    command('SetPatientDiagnoses', { diagnosisIds: [1] }),
    command('SetPatientLanguages', { languageIds: [1] }),
    command('SetPatientPayer', { payerId: 1 }),
    command('AssignCareCoordinatorToPatient', { careCoordinatorId: coordinatorId }),
    command('AddPatientAllergy', peanuts),
    command('UpdatePatientAllergy', { allergyId: peanuts.allergyId, severity: 3 }),
    command('RemovePatientAllergy', { allergyId: peanuts.allergyId }),
    command('AddPatientContact', daughter),
    command('UpdatePatientContact', { contactId: daughter.contactId, name: 'E. Parks' }),
    command('RemovePatientContact', { contactId: daughter.contactId }),
  ];

  it.each(everyAction.map((action) => [action.type, action] as const))('%s is not found', (_type, action) => {
    spec.given([]).when(action).thenFails('patient_not_found', 'not_found');
  });
});

describe('patient stream and state', () => {
  it('names the stream patient-<id> and tells patient events from others', () => {
    expect(patientStreamId(patientId)).toBe(`patient-${patientId}`);
    expect(isPatientEvent(registered)).toBe(true);
    expect(isPatientEvent({ type: 'AssessmentCreated', data: {} })).toBe(false);
  });

  it('starts with no details, and folds every detail in', () => {
    expect(fold(patientDecider, [registered])).toMatchObject({
      status: 'registered',
      gender: null,
      address: null,
      ambulatoryLevel: null,
      assistanceLevels: {},
      diagnosisIds: [],
      allergies: [],
      contacts: [],
      careCoordinatorId: null,
      payerId: null,
    });
    const state = fold(patientDecider, [
      registered,
      event('PatientDemographicsUpdated', { ...demographics, firstName: 'Rosie' }),
      event('PatientAmbulatoryLevelSet', { level: 2, previousLevel: null }),
      event('PatientAssistanceLevelsSet', { levels: { bathing: 4, eating: 1 } }),
      event('PatientAssistanceLevelsSet', { levels: { bathing: 5 } }),
      event('PatientPayerSet', { payerId: 7, previousPayerId: null }),
      event('PatientAllergyAdded', peanuts),
      event('PatientContactAdded', daughter),
    ]);
    expect(state).toMatchObject({
      firstName: 'Rosie',
      gender: 'female',
      address: demographics.address,
      ambulatoryLevel: 2,
      assistanceLevels: { bathing: 5, eating: 1 },
      payerId: 7,
      allergies: [peanuts],
      contacts: [daughter],
    });
  });

  it('leaves the state alone for an event of a patient never registered', () => {
    expect(fold(patientDecider, [event('PatientPayerSet', { payerId: 7, previousPayerId: null })])).toEqual({ status: 'none' });
  });
});
