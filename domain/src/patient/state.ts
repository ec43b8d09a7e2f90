import type { AmbulatoryLevelId } from '../catalog/clinical-scales';
import { assertNever } from '../shared/decider';
import type { AssistanceLevels, Gender, PatientAddress, PatientAllergy, PatientContact } from './details';
import type { PatientEvent } from './events';

export interface NoPatient {
  status: 'none';
}

export interface RegisteredPatient {
  status: 'registered';
  patientId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  phone: string | null;
  address: PatientAddress | null;
  agencyId: string | null;
  partnerId: string | null;
  createdBy: string;
  /** Caregiver user ids, in the order they were assigned. */
  careTeam: readonly string[];
  careCoordinatorId: string | null;
  ambulatoryLevel: AmbulatoryLevelId | null;
  assistanceLevels: AssistanceLevels;
  diagnosisIds: readonly number[];
  /** The preferred language first. */
  languageIds: readonly number[];
  payerId: number | null;
  /** In the order they were added. */
  allergies: readonly PatientAllergy[];
  /** In the order they were added. */
  contacts: readonly PatientContact[];
}

export type PatientState = NoPatient | RegisteredPatient;

export const initialPatientState = (): PatientState => ({ status: 'none' });

const noDetails = {
  gender: null,
  phone: null,
  address: null,
  careTeam: [],
  careCoordinatorId: null,
  ambulatoryLevel: null,
  assistanceLevels: {},
  diagnosisIds: [],
  languageIds: [],
  payerId: null,
  allergies: [],
  contacts: [],
} as const satisfies Partial<RegisteredPatient>;

const onRecord = (state: PatientState, change: (patient: RegisteredPatient) => RegisteredPatient): PatientState =>
  state.status === 'none' ? state : change(state);

const replaced = <Item>(items: readonly Item[], isTarget: (item: Item) => boolean, next: Item): Item[] =>
  items.map((item) => (isTarget(item) ? next : item));

export const evolvePatient = (state: PatientState, event: PatientEvent): PatientState => {
  switch (event.type) {
    case 'PatientRegistered':
      return { status: 'registered', ...noDetails, ...event.data };
    case 'PatientAssignedToAgency':
      return onRecord(state, (patient) => ({ ...patient, agencyId: event.data.agencyId }));
    case 'CaregiverAssignedToPatient':
      return onRecord(state, (patient) => ({ ...patient, careTeam: [...patient.careTeam, event.data.caregiverId] }));
    case 'CaregiverUnassignedFromPatient':
      return onRecord(state, (patient) => ({ ...patient, careTeam: patient.careTeam.filter((id) => id !== event.data.caregiverId) }));
    case 'PatientDemographicsUpdated': {
      const { patientId: _patientId, ...demographics } = event.data;
      return onRecord(state, (patient) => ({ ...patient, ...demographics }));
    }
    case 'PatientAmbulatoryLevelSet':
      return onRecord(state, (patient) => ({ ...patient, ambulatoryLevel: event.data.level }));
    case 'PatientAssistanceLevelsSet':
      return onRecord(state, (patient) => ({ ...patient, assistanceLevels: { ...patient.assistanceLevels, ...event.data.levels } }));
    case 'PatientDiagnosesSet':
      return onRecord(state, (patient) => ({ ...patient, diagnosisIds: event.data.diagnosisIds }));
    case 'PatientLanguagesSet':
      return onRecord(state, (patient) => ({ ...patient, languageIds: event.data.languageIds }));
    case 'PatientPayerSet':
      return onRecord(state, (patient) => ({ ...patient, payerId: event.data.payerId }));
    case 'CareCoordinatorAssignedToPatient':
      return onRecord(state, (patient) => ({ ...patient, careCoordinatorId: event.data.careCoordinatorId }));
    case 'PatientAllergyAdded':
    case 'PatientAllergyUpdated': {
      const { patientId: _patientId, ...allergy } = event.data;
      return onRecord(state, (patient) => ({
        ...patient,
        allergies:
          event.type === 'PatientAllergyAdded'
            ? [...patient.allergies, allergy]
            : replaced(patient.allergies, (item) => item.allergyId === allergy.allergyId, allergy),
      }));
    }
    case 'PatientAllergyRemoved':
      return onRecord(state, (patient) => ({
        ...patient,
        allergies: patient.allergies.filter((item) => item.allergyId !== event.data.allergyId),
      }));
    case 'PatientContactAdded':
    case 'PatientContactUpdated': {
      const { patientId: _patientId, ...contact } = event.data;
      return onRecord(state, (patient) => ({
        ...patient,
        contacts:
          event.type === 'PatientContactAdded'
            ? [...patient.contacts, contact]
            : replaced(patient.contacts, (item) => item.contactId === contact.contactId, contact),
      }));
    }
    case 'PatientContactRemoved':
      return onRecord(state, (patient) => ({
        ...patient,
        contacts: patient.contacts.filter((item) => item.contactId !== event.data.contactId),
      }));
    default:
      return assertNever(event);
  }
};
