import type { Command } from '../shared/command';
import type { AdministrationOutcome } from './events';

interface AdministrationRef {
  administrationId: string;
}

export type RecordMedicationAdministration = Command<
  'RecordMedicationAdministration',
  AdministrationRef & AdministrationOutcome & { patientId: string; medicationName: string; dose: string; scheduledAt: string }
>;
export type CorrectMedicationAdministration = Command<'CorrectMedicationAdministration', AdministrationRef & AdministrationOutcome>;
export type VoidMedicationAdministration = Command<'VoidMedicationAdministration', AdministrationRef & { reason: string }>;

export type MedicationCommand = RecordMedicationAdministration | CorrectMedicationAdministration | VoidMedicationAdministration;
