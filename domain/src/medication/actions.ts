/** The actions on an existing record, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const medicationActions = ['correct', 'void'] as const;
export type MedicationAction = (typeof medicationActions)[number];
