import type { NoteVisibilityId } from '../catalog/notes';
import { assertNever } from '../shared/decider';
import type { NoteCreated, NoteEvent, NoteSubject } from './events';
import { withEdit, writtenText, type NoteText, type TextEdit } from './text';

export interface NoNote {
  status: 'none';
}

interface NoteRecord {
  noteId: string;
  subject: NoteSubject;
  authorId: string;
  authorAgencyId: string | null;
  authorPartnerId: string | null;
  noteTypeId: number;
  noteTemplateId: number | null;
  dateOfService: string;
  visibility: NoteVisibilityId;
  createdAt: string;
  /** The parent note's text: its body and, once published, every insert and strike. */
  parent: NoteText;
}

/** Written but not yet part of the record: its author may still change or discard it. */
export interface DraftNote extends NoteRecord {
  status: 'draft';
}

/** Part of the record: its text is never erased, only inserted into, struck and appended to. */
export interface PublishedNote extends NoteRecord {
  status: 'published';
  publishedAt: string;
  /** Appended notes (addenda), in the order they were written. */
  appended: readonly NoteText[];
}

/** A draft its author threw away; kept for the audit, closed to every change. */
export interface DiscardedNote extends NoteRecord {
  status: 'discarded';
}

export type NoteState = NoNote | DraftNote | PublishedNote | DiscardedNote;
export type ExistingNote = Exclude<NoteState, NoNote>;

export const initialNoteState = (): NoteState => ({ status: 'none' });

const created = ({ data }: NoteCreated): DraftNote | PublishedNote => {
  const { body, isDraft, ...fields } = data;
  const record: NoteRecord = { ...fields, parent: writtenText(data.noteId, body, { by: data.authorId, at: data.createdAt }) };
  return isDraft ? { ...record, status: 'draft' } : { ...record, status: 'published', publishedAt: data.createdAt, appended: [] };
};

const onNote = (state: NoteState, change: (note: ExistingNote) => NoteState): NoteState => (state.status === 'none' ? state : change(state));

const onPublished = (state: NoteState, change: (note: PublishedNote) => PublishedNote): NoteState =>
  state.status === 'published' ? change(state) : state;

/** Applies an edit to whichever text it targets: the parent or one appended note. */
const editTarget = (note: PublishedNote, targetId: string, edit: TextEdit): PublishedNote =>
  targetId === note.parent.id
    ? { ...note, parent: withEdit(note.parent, edit) }
    : { ...note, appended: note.appended.map((text) => (text.id === targetId ? withEdit(text, edit) : text)) };

export const evolveNote = (state: NoteState, event: NoteEvent): NoteState => {
  switch (event.type) {
    case 'NoteCreated':
      return created(event);
    case 'NoteDraftEdited': {
      const { noteId, body, editedAt, ...fields } = event.data;
      return onNote(state, (note) => ({ ...note, ...fields, parent: writtenText(noteId, body, { by: note.authorId, at: editedAt }) }));
    }
    case 'NoteDraftDiscarded':
      return onNote(state, (note) => ({ ...note, status: 'discarded' }));
    case 'NotePublished':
      return onNote(state, (note) => ({ ...note, status: 'published', publishedAt: event.data.publishedAt, appended: [] }));
    case 'NoteAppended': {
      const { appendedNoteId, body, by, at } = event.data;
      return onPublished(state, (note) => ({ ...note, appended: [...note.appended, writtenText(appendedNoteId, body, { by, at })] }));
    }
    case 'NoteTextInserted': {
      const { targetId, offset, text, by, at } = event.data;
      return onPublished(state, (note) => editTarget(note, targetId, { kind: 'insert', offset, text, by, at }));
    }
    case 'NoteTextStruck': {
      const { targetId, start, end, by, at } = event.data;
      return onPublished(state, (note) => editTarget(note, targetId, { kind: 'strike', start, end, by, at }));
    }
    case 'NotePrivacyChanged':
      return onNote(state, (note) => ({ ...note, visibility: event.data.visibility }));
    case 'NoteFieldsUpdated':
      return onNote(state, (note) => ({ ...note, noteTypeId: event.data.noteTypeId, dateOfService: event.data.dateOfService }));
    case 'NoteViewed':
      // The view log is read from the events themselves; nothing a decision needs changes.
      return state;
    default:
      return assertNever(event);
  }
};

/** The parent or appended note an insert or strike names, if the note has it. */
export const targetOf = (note: PublishedNote, targetId: string): NoteText | undefined =>
  targetId === note.parent.id ? note.parent : note.appended.find((text) => text.id === targetId);
