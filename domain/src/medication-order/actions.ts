/** The actions on an existing medication order, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const medicationOrderActions = ['change', 'discontinue'] as const;
export type MedicationOrderAction = (typeof medicationOrderActions)[number];
