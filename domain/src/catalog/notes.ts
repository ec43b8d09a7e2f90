import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

/** Who may read a note (DESIGN.md section 6); administrators read every note whatever it says. */
export const noteVisibilities = [
  { id: 1, key: 'CARE_TEAM', label: 'Care team', translationKey: 'noteVisibility.careTeam' },
  { id: 2, key: 'AUTHOR', label: 'Author only', translationKey: 'noteVisibility.author' },
  { id: 3, key: 'ANYONE', label: 'Anyone with access to the patient', translationKey: 'noteVisibility.anyone' },
  { id: 4, key: 'AGENCY', label: "The patient's agency", translationKey: 'noteVisibility.agency' },
  { id: 5, key: 'PARTNER', label: 'The linked partner', translationKey: 'noteVisibility.partner' },
  { id: 6, key: 'ADMINISTRATOR', label: 'Administrators', translationKey: 'noteVisibility.administrator' },
] as const satisfies readonly CatalogEntry<number>[];

export const NoteVisibility = idsByKey(noteVisibilities);
export type NoteVisibilityId = IdOf<typeof noteVisibilities>;

/** The kinds of entry in a note's edit log; SPEC.md gives no codes, so the ids are descriptive. */
export const noteActions = [
  { id: 'parent_note', key: 'PARENT_NOTE', label: 'Parent note', translationKey: 'noteAction.parentNote' },
  { id: 'appended_note', key: 'APPENDED_NOTE', label: 'Appended note', translationKey: 'noteAction.appendedNote' },
  { id: 'insert_or_strike_text', key: 'INSERT_OR_STRIKE_TEXT', label: 'Insert or strike text', translationKey: 'noteAction.insertOrStrikeText' },
  { id: 'append_note', key: 'APPEND_NOTE', label: 'Append note', translationKey: 'noteAction.appendNote' },
  { id: 'view', key: 'VIEW', label: 'View', translationKey: 'noteAction.view' },
  { id: 'update_privacy', key: 'UPDATE_PRIVACY', label: 'Update privacy', translationKey: 'noteAction.updatePrivacy' },
  { id: 'update_note_fields', key: 'UPDATE_NOTE_FIELDS', label: 'Update note fields', translationKey: 'noteAction.updateNoteFields' },
] as const satisfies readonly CatalogEntry<string>[];

export const NoteAction = idsByKey(noteActions);
export type NoteActionId = IdOf<typeof noteActions>;

/** What a note is written about: a patient, a shared-living hub or one of its clusters. */
export const noteKinds = [
  { id: 'patient', key: 'PATIENT', label: 'Patient', translationKey: 'noteKind.patient' },
  { id: 'hub', key: 'HUB', label: 'Hub', translationKey: 'noteKind.hub' },
  { id: 'cluster', key: 'CLUSTER', label: 'Cluster', translationKey: 'noteKind.cluster' },
] as const satisfies readonly CatalogEntry<string>[];

export type NoteKindId = IdOf<typeof noteKinds>;

/** A note's draft flag as a reader names it: a draft may still change, a published note is only amended. */
export const notePublications = [
  { id: 'draft', key: 'DRAFT', label: 'Draft', translationKey: 'notePublication.draft' },
  { id: 'published', key: 'PUBLISHED', label: 'Published', translationKey: 'notePublication.published' },
] as const satisfies readonly CatalogEntry<string>[];

export const publicationOf = (isDraft: boolean): IdOf<typeof notePublications> => (isDraft ? 'draft' : 'published');
