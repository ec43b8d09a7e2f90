/** The actions on an existing patient, as they appear in URLs and as policy verbs. */
export const patientActions = [
  'assign-agency',
  'assign-caregiver',
  'unassign-caregiver',
  'update-demographics',
  'set-ambulatory-level',
  'set-assistance-levels',
  'set-diagnoses',
  'set-languages',
  'set-payer',
  'add-allergy',
  'update-allergy',
  'remove-allergy',
  'add-contact',
  'update-contact',
  'remove-contact',
  'assign-coordinator',
] as const;

export type PatientAction = (typeof patientActions)[number];
