import { labelOf } from '../catalog/catalog-entry';
import { noteVisibilities, type NoteVisibilityId } from '../catalog/notes';
import { DomainError, ruleBroken } from '../shared/domain-error';

export const noteAlreadyExists = (noteId: string): DomainError =>
  new DomainError('conflict', 'note_already_exists', `The note ${noteId} already exists.`);

export const noteNotFound = (noteId: string): DomainError => new DomainError('not_found', 'note_not_found', `The note ${noteId} does not exist.`);

export const noteDiscarded = (noteId: string): DomainError =>
  ruleBroken('note_discarded', `The note ${noteId} was discarded as a draft; it can no longer change.`);

export const noteAlreadyPublished = (noteId: string): DomainError =>
  ruleBroken('note_already_published', `The note ${noteId} is published: its text is never erased, so insert or strike text instead.`);

export const noteIsDraft = (noteId: string): DomainError =>
  ruleBroken('note_is_draft', `The note ${noteId} is still a draft: edit the draft, or publish it first.`);

export const draftUnchanged = (): DomainError => ruleBroken('draft_unchanged', 'The edit changes nothing in the draft.');

export const fieldsUnchanged = (): DomainError => ruleBroken('fields_unchanged', 'The note already has this type and date of service.');

export const visibilityUnchanged = (visibility: NoteVisibilityId): DomainError =>
  ruleBroken('visibility_unchanged', `The note is already visible to: ${labelOf(noteVisibilities, visibility)}.`);

export const visibilityNotAllowed = (visibility: NoteVisibilityId): DomainError =>
  new DomainError('forbidden', 'visibility_not_allowed', `Your role may not make a note visible to: ${labelOf(noteVisibilities, visibility)}.`);

export const dateOfServiceInFuture = (dateOfService: string, latest: string): DomainError =>
  ruleBroken('date_of_service_in_future', `The date of service ${dateOfService} is in the future: it must be ${latest} or earlier.`);

export const appendedNoteExists = (appendedNoteId: string): DomainError =>
  ruleBroken('appended_note_exists', `The note already has a part with the id ${appendedNoteId}; send a new id.`);

export const unknownTarget = (targetId: string): DomainError =>
  ruleBroken('unknown_target', `The note has no parent or appended note ${targetId}.`);

export const notTargetAuthor = (targetId: string): DomainError =>
  new DomainError('forbidden', 'not_target_author', `Only the author of ${targetId}, or an administrator, may insert or strike text in it.`);

export const offsetOutOfRange = (offset: number, length: number): DomainError =>
  ruleBroken('offset_out_of_range', `The offset ${offset} is outside the text, which has ${length} characters (offsets run from 0 to ${length}).`);

export const offsetSplitsCharacter = (offset: number): DomainError =>
  ruleBroken('offset_splits_character', `The offset ${offset} falls inside a character (between the two halves of an emoji, say).`);

export const textAlreadyStruck = (start: number, end: number): DomainError =>
  ruleBroken('text_already_struck', `The text from ${start} to ${end} is already struck.`);

export const noteTextTooLong = (maxLength: number): DomainError =>
  ruleBroken('note_text_too_long', `With this insert the text would exceed ${maxLength} characters; append a note instead.`);
