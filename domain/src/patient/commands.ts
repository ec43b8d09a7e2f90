import type { AllergyReactionId, AmbulatoryLevelId } from '../catalog/clinical-scales';
import type { RelationshipId } from '../catalog/people';
import type { Command } from '../shared/command';
import type { AssistanceLevels, PatientAllergy, PatientContact, PatientDemographics } from './details';

interface PatientRef {
  patientId: string;
}

export type RegisterPatient = Command<
  'RegisterPatient',
  PatientRef & { firstName: string; lastName: string; dateOfBirth: string | null; agencyId: string | null; partnerId: string | null }
>;
export type AssignPatientToAgency = Command<'AssignPatientToAgency', PatientRef & { agencyId: string }>;
export type AssignCaregiverToPatient = Command<'AssignCaregiverToPatient', PatientRef & { caregiverId: string }>;
export type UnassignCaregiverFromPatient = Command<'UnassignCaregiverFromPatient', PatientRef & { caregiverId: string }>;

export type UpdatePatientDemographics = Command<'UpdatePatientDemographics', PatientRef & DemographicsChanges>;
export type SetPatientAmbulatoryLevel = Command<'SetPatientAmbulatoryLevel', PatientRef & { level: AmbulatoryLevelId }>;
/** Sets the areas it names; the others keep their level. */
export type SetPatientAssistanceLevels = Command<'SetPatientAssistanceLevels', PatientRef & { levels: AssistanceLevels }>;
export type SetPatientDiagnoses = Command<'SetPatientDiagnoses', PatientRef & { diagnosisIds: number[] }>;
/** The preferred language first. */
export type SetPatientLanguages = Command<'SetPatientLanguages', PatientRef & { languageIds: number[] }>;
export type SetPatientPayer = Command<'SetPatientPayer', PatientRef & { payerId: number }>;
export type AssignCareCoordinatorToPatient = Command<'AssignCareCoordinatorToPatient', PatientRef & { careCoordinatorId: string }>;

/** An update names the fields it changes: a field left out keeps its value, `null` clears it. */
export type DemographicsChanges = Partial<PatientDemographics>;
export interface AllergyChanges {
  allergen?: string;
  reaction?: string | null;
  severity?: AllergyReactionId;
}
export interface ContactChanges {
  name?: string;
  relationshipId?: RelationshipId;
  phone?: string | null;
  email?: string | null;
  isEmergency?: boolean;
}

export type AddPatientAllergy = Command<'AddPatientAllergy', PatientRef & PatientAllergy>;
export type UpdatePatientAllergy = Command<'UpdatePatientAllergy', PatientRef & { allergyId: string } & AllergyChanges>;
export type RemovePatientAllergy = Command<'RemovePatientAllergy', PatientRef & { allergyId: string }>;

export type AddPatientContact = Command<'AddPatientContact', PatientRef & PatientContact>;
export type UpdatePatientContact = Command<'UpdatePatientContact', PatientRef & { contactId: string } & ContactChanges>;
export type RemovePatientContact = Command<'RemovePatientContact', PatientRef & { contactId: string }>;

export type PatientDetailCommand =
  | UpdatePatientDemographics
  | SetPatientAmbulatoryLevel
  | SetPatientAssistanceLevels
  | SetPatientDiagnoses
  | SetPatientLanguages
  | SetPatientPayer
  | AssignCareCoordinatorToPatient;

export type PatientListCommand =
  | AddPatientAllergy
  | UpdatePatientAllergy
  | RemovePatientAllergy
  | AddPatientContact
  | UpdatePatientContact
  | RemovePatientContact;

export type PatientCommand =
  | RegisterPatient
  | AssignPatientToAgency
  | AssignCaregiverToPatient
  | UnassignCaregiverFromPatient
  | PatientDetailCommand
  | PatientListCommand;
