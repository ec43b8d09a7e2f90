/** The actions on an existing record, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const taskActions = ['complete', 'mark-not-required', 'reopen', 'reschedule', 'assign'] as const;
export type TaskAction = (typeof taskActions)[number];
