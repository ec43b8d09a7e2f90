import type { CommandMetadata } from '../shared/command';
import { assertNever } from '../shared/decider';
import { parseInstant } from '../shared/instant';
import type { DemographicsChanges, PatientDetailCommand } from './commands';
import { activityAreas, assistanceLevelIn, type PatientAddress, type PatientDemographics } from './details';
import {
  ambulatoryLevelUnchanged,
  assistanceLevelsUnchanged,
  careCoordinatorUnchanged,
  dateOfBirthInFuture,
  demographicsUnchanged,
  diagnosesUnchanged,
  languagesUnchanged,
  payerUnchanged,
} from './errors';
import type { PatientEvent } from './events';
import type { RegisteredPatient } from './state';

/** The command's calendar date in UTC: a date of birth may be today, never later. */
export const ensureBornBy = (dateOfBirth: string | null, metadata: CommandMetadata): void => {
  const now = parseInstant(metadata.now);
  if (now === null) throw new Error(`The command metadata carries no valid instant: ${metadata.now}`);
  const today = new Date(now).toISOString().slice(0, 10);
  if (dateOfBirth !== null && dateOfBirth > today) throw dateOfBirthInFuture(dateOfBirth, today);
};

const sameAddress = (a: PatientAddress | null, b: PatientAddress | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.street === b.street &&
    a.city === b.city &&
    a.province === b.province &&
    a.postalCode === b.postalCode &&
    a.country === b.country);

const sameList = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, index) => id === b[index]);

const sameSet = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id) => b.includes(id));

const withDemographicChanges = (patient: RegisteredPatient, changes: DemographicsChanges): PatientDemographics => ({
  firstName: changes.firstName ?? patient.firstName,
  lastName: changes.lastName ?? patient.lastName,
  dateOfBirth: changes.dateOfBirth === undefined ? patient.dateOfBirth : changes.dateOfBirth,
  gender: changes.gender === undefined ? patient.gender : changes.gender,
  phone: changes.phone === undefined ? patient.phone : changes.phone,
  address: changes.address === undefined ? patient.address : changes.address,
});

/** Who the patient is and what its care needs: every command here replaces one detail. */
export const decideDetail = (command: PatientDetailCommand, patient: RegisteredPatient): PatientEvent[] => {
  const { patientId } = patient;
  switch (command.type) {
    case 'UpdatePatientDemographics': {
      const next = withDemographicChanges(patient, command.data);
      ensureBornBy(next.dateOfBirth, command.metadata);
      const unchanged =
        next.firstName === patient.firstName &&
        next.lastName === patient.lastName &&
        next.dateOfBirth === patient.dateOfBirth &&
        next.gender === patient.gender &&
        next.phone === patient.phone &&
        sameAddress(next.address, patient.address);
      if (unchanged) throw demographicsUnchanged();
      return [{ type: 'PatientDemographicsUpdated', data: { ...next, patientId } }];
    }
    case 'SetPatientAmbulatoryLevel': {
      const { level } = command.data;
      if (level === patient.ambulatoryLevel) throw ambulatoryLevelUnchanged(level);
      return [{ type: 'PatientAmbulatoryLevelSet', data: { patientId, level, previousLevel: patient.ambulatoryLevel } }];
    }
    case 'SetPatientAssistanceLevels': {
      const { levels } = command.data;
      const changes = activityAreas.some((area) => levels[area] !== undefined && levels[area] !== assistanceLevelIn(patient.assistanceLevels, area));
      if (!changes) throw assistanceLevelsUnchanged();
      return [{ type: 'PatientAssistanceLevelsSet', data: { patientId, levels } }];
    }
    case 'SetPatientDiagnoses': {
      const { diagnosisIds } = command.data;
      // Diagnoses have no order: the same ids in another order change nothing.
      if (sameSet(diagnosisIds, patient.diagnosisIds)) throw diagnosesUnchanged();
      return [{ type: 'PatientDiagnosesSet', data: { patientId, diagnosisIds } }];
    }
    case 'SetPatientLanguages': {
      const { languageIds } = command.data;
      // Languages do: the first is the one to speak to the patient in.
      if (sameList(languageIds, patient.languageIds)) throw languagesUnchanged();
      return [{ type: 'PatientLanguagesSet', data: { patientId, languageIds } }];
    }
    case 'SetPatientPayer': {
      const { payerId } = command.data;
      if (payerId === patient.payerId) throw payerUnchanged(payerId);
      return [{ type: 'PatientPayerSet', data: { patientId, payerId, previousPayerId: patient.payerId } }];
    }
    case 'AssignCareCoordinatorToPatient': {
      const { careCoordinatorId } = command.data;
      if (careCoordinatorId === patient.careCoordinatorId) throw careCoordinatorUnchanged(careCoordinatorId);
      return [
        {
          type: 'CareCoordinatorAssignedToPatient',
          data: { patientId, careCoordinatorId, previousCareCoordinatorId: patient.careCoordinatorId },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};
