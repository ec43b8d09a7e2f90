/** The actions on an existing reminder, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const reminderActions = ['mark-read', 'record-delivery'] as const;
export type ReminderAction = (typeof reminderActions)[number];
