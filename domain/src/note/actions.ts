/**
 * The actions on an existing note, as they appear in URLs (`POST /api/notes/{id}/<action>`) and
 * as policy verbs (`note.<action>`, `hubnote.<action>`). Patient and hub notes share them all.
 */
export const noteActionNames = ['edit-draft', 'publish', 'discard', 'append', 'insert', 'strike', 'privacy', 'fields', 'log'] as const;

export type NoteActionName = (typeof noteActionNames)[number];
