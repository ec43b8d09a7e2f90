import { assertNever, type Decider } from '../shared/decider';
import type { PatientCommand } from './commands';
import { decideDetail, ensureBornBy } from './decide-details';
import { decideListItem } from './decide-lists';
import {
  agencyUnchanged,
  caregiverAlreadyOnCareTeam,
  caregiverNotOnCareTeam,
  patientAlreadyExists,
  patientNotFound,
} from './errors';
import type { PatientEvent } from './events';
import { evolvePatient, initialPatientState, type PatientState, type RegisteredPatient } from './state';

const existing = (state: PatientState, patientId: string): RegisteredPatient => {
  if (state.status === 'none') throw patientNotFound(patientId);
  return state;
};

export const decidePatient = (command: PatientCommand, state: PatientState): PatientEvent[] => {
  const { patientId } = command.data;
  switch (command.type) {
    case 'RegisterPatient':
      if (state.status !== 'none') throw patientAlreadyExists(patientId);
      ensureBornBy(command.data.dateOfBirth, command.metadata);
      return [{ type: 'PatientRegistered', data: { ...command.data, createdBy: command.metadata.actorId } }];
    case 'AssignPatientToAgency': {
      const patient = existing(state, patientId);
      if (patient.agencyId === command.data.agencyId) throw agencyUnchanged(command.data.agencyId);
      return [{ type: 'PatientAssignedToAgency', data: { patientId, agencyId: command.data.agencyId, previousAgencyId: patient.agencyId } }];
    }
    case 'AssignCaregiverToPatient': {
      const patient = existing(state, patientId);
      if (patient.careTeam.includes(command.data.caregiverId)) throw caregiverAlreadyOnCareTeam(command.data.caregiverId);
      return [{ type: 'CaregiverAssignedToPatient', data: { patientId, caregiverId: command.data.caregiverId } }];
    }
    case 'UnassignCaregiverFromPatient': {
      const patient = existing(state, patientId);
      if (!patient.careTeam.includes(command.data.caregiverId)) throw caregiverNotOnCareTeam(command.data.caregiverId);
      return [{ type: 'CaregiverUnassignedFromPatient', data: { patientId, caregiverId: command.data.caregiverId } }];
    }
    case 'UpdatePatientDemographics':
    case 'SetPatientAmbulatoryLevel':
    case 'SetPatientAssistanceLevels':
    case 'SetPatientDiagnoses':
    case 'SetPatientLanguages':
    case 'SetPatientPayer':
    case 'AssignCareCoordinatorToPatient':
      return decideDetail(command, existing(state, patientId));
    case 'AddPatientAllergy':
    case 'UpdatePatientAllergy':
    case 'RemovePatientAllergy':
    case 'AddPatientContact':
    case 'UpdatePatientContact':
    case 'RemovePatientContact':
      return decideListItem(command, existing(state, patientId));
    default:
      return assertNever(command);
  }
};

export const patientDecider: Decider<PatientState, PatientCommand, PatientEvent> = {
  initialState: initialPatientState,
  evolve: evolvePatient,
  decide: decidePatient,
};
