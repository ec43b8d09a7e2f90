import { assertNever, type Decider } from '../shared/decider';
import type { MedicationCommand } from './commands';
import { administrationAlreadyRecorded, administrationNotFound, administrationVoided, medicationCorrectionUnchanged } from './errors';
import type { AdministrationOutcome, MedicationEvent } from './events';
import { assertValidMedicationOutcome } from './outcome-rules';
import { evolveMedication, initialMedicationState, type MedicationState, type RecordedAdministration } from './state';

const changeable = (state: MedicationState, administrationId: string): RecordedAdministration => {
  switch (state.status) {
    case 'none':
      throw administrationNotFound(administrationId);
    case 'voided':
      throw administrationVoided(administrationId);
    case 'recorded':
      return state;
    default:
      return assertNever(state);
  }
};

const sameOutcome = (a: AdministrationOutcome, b: AdministrationOutcome): boolean =>
  a.status === b.status && a.reasonId === b.reasonId && a.comment === b.comment && a.administeredAt === b.administeredAt;

export const decideMedication = (command: MedicationCommand, state: MedicationState): MedicationEvent[] => {
  const { administrationId } = command.data;
  const { actorId, now } = command.metadata;
  switch (command.type) {
    case 'RecordMedicationAdministration':
      if (state.status !== 'none') throw administrationAlreadyRecorded(administrationId);
      assertValidMedicationOutcome(command.data, now);
      return [{ type: 'MedicationAdministrationRecorded', data: { ...command.data, recordedBy: actorId } }];
    case 'CorrectMedicationAdministration': {
      const record = changeable(state, administrationId);
      assertValidMedicationOutcome(command.data, now);
      const { status, reasonId, comment, administeredAt } = command.data;
      const corrected: AdministrationOutcome = { status, reasonId, comment, administeredAt };
      if (sameOutcome(corrected, record.outcome)) throw medicationCorrectionUnchanged();
      return [{ type: 'MedicationAdministrationCorrected', data: { administrationId, ...corrected, previous: record.outcome, correctedBy: actorId } }];
    }
    case 'VoidMedicationAdministration':
      changeable(state, administrationId);
      return [{ type: 'MedicationAdministrationVoided', data: { administrationId, reason: command.data.reason, voidedBy: actorId } }];
    default:
      return assertNever(command);
  }
};

export const medicationDecider: Decider<MedicationState, MedicationCommand, MedicationEvent> = {
  initialState: initialMedicationState,
  evolve: evolveMedication,
  decide: decideMedication,
};
