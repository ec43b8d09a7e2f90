import type { AmbulatoryLevelId } from '../catalog/clinical-scales';
import type { Event } from '../shared/event';
import type { AssistanceLevels, PatientAllergy, PatientContact, PatientDemographics } from './details';

export const PATIENT_STREAM_CATEGORY = 'patient';
export const patientStreamId = (patientId: string): string => `${PATIENT_STREAM_CATEGORY}-${patientId}`;

interface PatientRef {
  patientId: string;
}

export type PatientRegistered = Event<
  'PatientRegistered',
  PatientRef & {
    firstName: string;
    lastName: string;
    /** A calendar date, YYYY-MM-DD. */
    dateOfBirth: string | null;
    agencyId: string | null;
    partnerId: string | null;
    createdBy: string;
  }
>;
export type PatientAssignedToAgency = Event<'PatientAssignedToAgency', PatientRef & { agencyId: string; previousAgencyId: string | null }>;
export type CaregiverAssignedToPatient = Event<'CaregiverAssignedToPatient', PatientRef & { caregiverId: string }>;
export type CaregiverUnassignedFromPatient = Event<'CaregiverUnassignedFromPatient', PatientRef & { caregiverId: string }>;

export type PatientDemographicsUpdated = Event<'PatientDemographicsUpdated', PatientRef & PatientDemographics>;
export type PatientAmbulatoryLevelSet = Event<
  'PatientAmbulatoryLevelSet',
  PatientRef & { level: AmbulatoryLevelId; previousLevel: AmbulatoryLevelId | null }
>;
/** Carries the areas the command named; the other areas keep their level. */
export type PatientAssistanceLevelsSet = Event<'PatientAssistanceLevelsSet', PatientRef & { levels: AssistanceLevels }>;
export type PatientDiagnosesSet = Event<'PatientDiagnosesSet', PatientRef & { diagnosisIds: number[] }>;
export type PatientLanguagesSet = Event<'PatientLanguagesSet', PatientRef & { languageIds: number[] }>;
export type PatientPayerSet = Event<'PatientPayerSet', PatientRef & { payerId: number; previousPayerId: number | null }>;
export type CareCoordinatorAssignedToPatient = Event<
  'CareCoordinatorAssignedToPatient',
  PatientRef & { careCoordinatorId: string; previousCareCoordinatorId: string | null }
>;

export type PatientAllergyAdded = Event<'PatientAllergyAdded', PatientRef & PatientAllergy>;
/** The allergy as it is after the update, every field. */
export type PatientAllergyUpdated = Event<'PatientAllergyUpdated', PatientRef & PatientAllergy>;
export type PatientAllergyRemoved = Event<'PatientAllergyRemoved', PatientRef & { allergyId: string }>;

export type PatientContactAdded = Event<'PatientContactAdded', PatientRef & PatientContact>;
/** The contact as it is after the update, every field. */
export type PatientContactUpdated = Event<'PatientContactUpdated', PatientRef & PatientContact>;
export type PatientContactRemoved = Event<'PatientContactRemoved', PatientRef & { contactId: string }>;

export type PatientEvent =
  | PatientRegistered
  | PatientAssignedToAgency
  | CaregiverAssignedToPatient
  | CaregiverUnassignedFromPatient
  | PatientDemographicsUpdated
  | PatientAmbulatoryLevelSet
  | PatientAssistanceLevelsSet
  | PatientDiagnosesSet
  | PatientLanguagesSet
  | PatientPayerSet
  | CareCoordinatorAssignedToPatient
  | PatientAllergyAdded
  | PatientAllergyUpdated
  | PatientAllergyRemoved
  | PatientContactAdded
  | PatientContactUpdated
  | PatientContactRemoved;

export type PatientEventType = PatientEvent['type'];

export const patientEventTypes: readonly PatientEventType[] = [
  'PatientRegistered',
  'PatientAssignedToAgency',
  'CaregiverAssignedToPatient',
  'CaregiverUnassignedFromPatient',
  'PatientDemographicsUpdated',
  'PatientAmbulatoryLevelSet',
  'PatientAssistanceLevelsSet',
  'PatientDiagnosesSet',
  'PatientLanguagesSet',
  'PatientPayerSet',
  'CareCoordinatorAssignedToPatient',
  'PatientAllergyAdded',
  'PatientAllergyUpdated',
  'PatientAllergyRemoved',
  'PatientContactAdded',
  'PatientContactUpdated',
  'PatientContactRemoved',
];

export const isPatientEvent = (event: Event): event is PatientEvent => patientEventTypes.includes(event.type as PatientEventType);
