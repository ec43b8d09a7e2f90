import type { MedicationAdministrationStateId, MedicationNotAdministeredReasonId } from '../catalog/medication';
import type { Event } from '../shared/event';

export const MEDICATION_STREAM_CATEGORY = 'medication';
export const medicationStreamId = (administrationId: string): string => `${MEDICATION_STREAM_CATEGORY}-${administrationId}`;

/** What happened to one scheduled dose. */
export interface AdministrationOutcome {
  status: MedicationAdministrationStateId;
  /** Set exactly when the dose was not administered (status 2). */
  reasonId: MedicationNotAdministeredReasonId | null;
  comment: string | null;
  /** ISO instant, set exactly when the dose was administered (status 1). */
  administeredAt: string | null;
}

interface AdministrationRef {
  administrationId: string;
}

export type MedicationAdministrationRecorded = Event<
  'MedicationAdministrationRecorded',
  AdministrationRef &
    AdministrationOutcome & {
      patientId: string;
      medicationName: string;
      dose: string;
      /** ISO instant the dose was due. */
      scheduledAt: string;
      recordedBy: string;
    }
>;

/** A correction never overwrites: the outcome it replaces travels with it. */
export type MedicationAdministrationCorrected = Event<
  'MedicationAdministrationCorrected',
  AdministrationRef & AdministrationOutcome & { previous: AdministrationOutcome; correctedBy: string }
>;

export type MedicationAdministrationVoided = Event<'MedicationAdministrationVoided', AdministrationRef & { reason: string; voidedBy: string }>;

export type MedicationEvent = MedicationAdministrationRecorded | MedicationAdministrationCorrected | MedicationAdministrationVoided;

export type MedicationEventType = MedicationEvent['type'];

export const medicationEventTypes: readonly MedicationEventType[] = [
  'MedicationAdministrationRecorded',
  'MedicationAdministrationCorrected',
  'MedicationAdministrationVoided',
];

export const isMedicationEvent = (event: Event): event is MedicationEvent =>
  medicationEventTypes.includes(event.type as MedicationEventType);
