/** The actions on an existing record, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const agencyActions = ['update-profile', 'set-care-types', 'change-standing', 'reinstate', 'set-internal'] as const;
export type AgencyAction = (typeof agencyActions)[number];
