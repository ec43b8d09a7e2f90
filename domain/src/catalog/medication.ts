import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

export const medicationAdministrationStates = [
  { id: 1, key: 'ADMINISTERED', label: 'Administered', translationKey: 'medicationState.administered' },
  { id: 2, key: 'NOT_ADMINISTERED', label: 'Not administered', translationKey: 'medicationState.notAdministered' },
  { id: 3, key: 'HELD', label: 'Held', translationKey: 'medicationState.held' },
  { id: 4, key: 'LEAVE_OF_ABSENCE', label: 'Leave of absence', translationKey: 'medicationState.leaveOfAbsence' },
] as const satisfies readonly CatalogEntry<number>[];

export const MedicationAdministrationState = idsByKey(medicationAdministrationStates);
export type MedicationAdministrationStateId = IdOf<typeof medicationAdministrationStates>;

export const medicationNotAdministeredReasons = [
  { id: 1, key: 'VOMITING', label: 'Vomiting', translationKey: 'medicationReason.vomiting' },
  { id: 2, key: 'PATIENT_REFUSED', label: 'Patient refused', translationKey: 'medicationReason.patientRefused' },
  { id: 3, key: 'PATIENT_NOT_IN_FACILITY', label: 'Patient not in facility', translationKey: 'medicationReason.patientNotInFacility' },
  { id: 4, key: 'MISSED_DOSE', label: 'Missed dose', translationKey: 'medicationReason.missedDose' },
  { id: 5, key: 'HELD_FOR_PARAMETERS', label: 'Held for parameters', translationKey: 'medicationReason.heldForParameters' },
] as const satisfies readonly CatalogEntry<number>[];

export const MedicationNotAdministeredReason = idsByKey(medicationNotAdministeredReasons);
export type MedicationNotAdministeredReasonId = IdOf<typeof medicationNotAdministeredReasons>;

/** SPEC.md section 5: a missed dose or a dose held for parameters must be explained. */
export const medicationReasonsRequiringComment: readonly MedicationNotAdministeredReasonId[] = [
  MedicationNotAdministeredReason.MISSED_DOSE,
  MedicationNotAdministeredReason.HELD_FOR_PARAMETERS,
];

export const medicationReasonRequiresComment = (reason: MedicationNotAdministeredReasonId): boolean =>
  medicationReasonsRequiringComment.includes(reason);

/**
 * How a medication order's dose is taken. SPEC.md names no routes of administration: this is
 * the product's own short list (DESIGN.md section 8, medication orders); ids are stable once used.
 */
export const medicationRoutes = [
  { id: 1, key: 'ORAL', label: 'Oral', translationKey: 'medicationRoute.oral' },
  { id: 2, key: 'SUBLINGUAL', label: 'Sublingual', translationKey: 'medicationRoute.sublingual' },
  { id: 3, key: 'TOPICAL', label: 'Topical', translationKey: 'medicationRoute.topical' },
  { id: 4, key: 'TRANSDERMAL', label: 'Transdermal patch', translationKey: 'medicationRoute.transdermal' },
  { id: 5, key: 'INHALED', label: 'Inhaled', translationKey: 'medicationRoute.inhaled' },
  { id: 6, key: 'SUBCUTANEOUS', label: 'Subcutaneous injection', translationKey: 'medicationRoute.subcutaneous' },
  { id: 7, key: 'INTRAMUSCULAR', label: 'Intramuscular injection', translationKey: 'medicationRoute.intramuscular' },
  { id: 8, key: 'EYE', label: 'Eye drops', translationKey: 'medicationRoute.eye' },
  { id: 9, key: 'EAR', label: 'Ear drops', translationKey: 'medicationRoute.ear' },
  { id: 10, key: 'NASAL', label: 'Nasal', translationKey: 'medicationRoute.nasal' },
  { id: 11, key: 'RECTAL', label: 'Rectal', translationKey: 'medicationRoute.rectal' },
] as const satisfies readonly CatalogEntry<number>[];

export const MedicationRoute = idsByKey(medicationRoutes);
export type MedicationRouteId = IdOf<typeof medicationRoutes>;
