import type { NoteVisibilityId } from '../catalog/notes';
import type { Command } from '../shared/command';
import type { NoteSubject } from './events';

/** A body may hold this many characters; the text of a published note, with its inserts, twice as many. */
export const MAX_NOTE_BODY_LENGTH = 20_000;
export const MAX_NOTE_TEXT_LENGTH = 2 * MAX_NOTE_BODY_LENGTH;

interface NoteRef {
  noteId: string;
}

export type CreateNote = Command<
  'CreateNote',
  NoteRef & {
    subject: NoteSubject;
    authorAgencyId: string | null;
    authorPartnerId: string | null;
    noteTypeId: number;
    noteTemplateId: number | null;
    dateOfService: string;
    body: string;
    visibility: NoteVisibilityId;
    isDraft: boolean;
  }
>;
/** Only the fields given change; `noteTemplateId: null` removes the template. */
export type EditNoteDraft = Command<
  'EditNoteDraft',
  NoteRef & { body?: string; noteTypeId?: number; noteTemplateId?: number | null; dateOfService?: string }
>;
export type DiscardNoteDraft = Command<'DiscardNoteDraft', NoteRef>;
export type PublishNote = Command<'PublishNote', NoteRef>;
export type AppendNote = Command<'AppendNote', NoteRef & { appendedNoteId: string; body: string }>;
export type InsertNoteText = Command<'InsertNoteText', NoteRef & { targetId: string; offset: number; text: string }>;
export type StrikeNoteText = Command<'StrikeNoteText', NoteRef & { targetId: string; start: number; end: number }>;
export type ChangeNotePrivacy = Command<'ChangeNotePrivacy', NoteRef & { visibility: NoteVisibilityId }>;
export type UpdateNoteFields = Command<'UpdateNoteFields', NoteRef & { noteTypeId?: number; dateOfService?: string }>;
export type LogNoteView = Command<'LogNoteView', NoteRef>;

export type NoteCommand =
  | CreateNote
  | EditNoteDraft
  | DiscardNoteDraft
  | PublishNote
  | AppendNote
  | InsertNoteText
  | StrikeNoteText
  | ChangeNotePrivacy
  | UpdateNoteFields
  | LogNoteView;
