/** The actions on an existing record, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const hubActions = [
  'update',
  'change-capacity',
  'assign-lead',
  'deactivate',
  'reactivate',
  'add-event',
  'update-event',
  'cancel-event',
] as const;
export type HubAction = (typeof hubActions)[number];
