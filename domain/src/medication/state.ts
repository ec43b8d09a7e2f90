import { assertNever } from '../shared/decider';
import type { AdministrationOutcome, MedicationEvent } from './events';

export interface NoAdministration {
  status: 'none';
}

interface AdministrationDetails {
  administrationId: string;
  patientId: string;
  medicationName: string;
  dose: string;
  scheduledAt: string;
  recordedBy: string;
  /** The outcome as last recorded or corrected. */
  outcome: AdministrationOutcome;
  corrections: number;
}

export interface RecordedAdministration extends AdministrationDetails {
  status: 'recorded';
}

export interface VoidedAdministration extends AdministrationDetails {
  status: 'voided';
  voidReason: string;
}

export type MedicationState = NoAdministration | RecordedAdministration | VoidedAdministration;

export const initialMedicationState = (): MedicationState => ({ status: 'none' });

const outcomeOf = ({ status, reasonId, comment, administeredAt }: AdministrationOutcome): AdministrationOutcome => ({
  status,
  reasonId,
  comment,
  administeredAt,
});

export const evolveMedication = (state: MedicationState, event: MedicationEvent): MedicationState => {
  switch (event.type) {
    case 'MedicationAdministrationRecorded': {
      const { administrationId, patientId, medicationName, dose, scheduledAt, recordedBy } = event.data;
      return {
        status: 'recorded',
        administrationId,
        patientId,
        medicationName,
        dose,
        scheduledAt,
        recordedBy,
        outcome: outcomeOf(event.data),
        corrections: 0,
      };
    }
    case 'MedicationAdministrationCorrected':
      return state.status === 'none' ? state : { ...state, outcome: outcomeOf(event.data), corrections: state.corrections + 1 };
    case 'MedicationAdministrationVoided':
      return state.status === 'none' ? state : { ...state, status: 'voided', voidReason: event.data.reason };
    default:
      return assertNever(event);
  }
};
