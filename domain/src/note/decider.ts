import { assertNever, type Decider } from '../shared/decider';
import type { CommandMetadata } from '../shared/command';
import type { EditNoteDraft, NoteCommand, UpdateNoteFields } from './commands';
import {
  appendedNoteExists,
  dateOfServiceInFuture,
  draftUnchanged,
  fieldsUnchanged,
  noteAlreadyExists,
  noteAlreadyPublished,
  noteDiscarded,
  noteIsDraft,
  noteNotFound,
  visibilityNotAllowed,
  visibilityUnchanged,
} from './errors';
import type { NoteDraftEdited, NoteEvent, NoteFieldsUpdated } from './events';
import { evolveNote, initialNoteState, targetOf, type DraftNote, type ExistingNote, type NoteState, type PublishedNote } from './state';
import { decideInsert, decideStrike } from './text-edits';
import { mayGiveNoteVisibility } from './visibility';

const DAY_MS = 86_400_000;

const existing = (state: NoteState, noteId: string): ExistingNote => {
  if (state.status === 'none') throw noteNotFound(noteId);
  return state;
};

const open = (state: NoteState, noteId: string): DraftNote | PublishedNote => {
  const note = existing(state, noteId);
  if (note.status === 'discarded') throw noteDiscarded(noteId);
  return note;
};

const draft = (state: NoteState, noteId: string): DraftNote => {
  const note = open(state, noteId);
  if (note.status === 'published') throw noteAlreadyPublished(noteId);
  return note;
};

const published = (state: NoteState, noteId: string): PublishedNote => {
  const note = open(state, noteId);
  if (note.status === 'draft') throw noteIsDraft(noteId);
  return note;
};

/**
 * A date of service may be at most tomorrow by UTC: the server does not know the writer's zone,
 * and somewhere on Earth it is already tomorrow.
 */
const checkDateOfService = (dateOfService: string | undefined, metadata: CommandMetadata): void => {
  const latest = new Date(Date.parse(metadata.now) + DAY_MS).toISOString().slice(0, 10);
  if (dateOfService !== undefined && dateOfService > latest) throw dateOfServiceInFuture(dateOfService, latest);
};

const decideDraftEdit = (note: DraftNote, { data, metadata }: EditNoteDraft): NoteDraftEdited => {
  const next = {
    noteTypeId: data.noteTypeId ?? note.noteTypeId,
    noteTemplateId: data.noteTemplateId === undefined ? note.noteTemplateId : data.noteTemplateId,
    dateOfService: data.dateOfService ?? note.dateOfService,
    body: data.body ?? note.parent.body,
  };
  const current = { noteTypeId: note.noteTypeId, noteTemplateId: note.noteTemplateId, dateOfService: note.dateOfService, body: note.parent.body };
  if ((Object.keys(next) as (keyof typeof next)[]).every((field) => next[field] === current[field])) throw draftUnchanged();
  checkDateOfService(data.dateOfService, metadata);
  return { type: 'NoteDraftEdited', data: { noteId: note.noteId, ...next, editedAt: metadata.now } };
};

const decideFields = (note: DraftNote | PublishedNote, { data, metadata }: UpdateNoteFields): NoteFieldsUpdated => {
  const noteTypeId = data.noteTypeId ?? note.noteTypeId;
  const dateOfService = data.dateOfService ?? note.dateOfService;
  if (noteTypeId === note.noteTypeId && dateOfService === note.dateOfService) throw fieldsUnchanged();
  checkDateOfService(data.dateOfService, metadata);
  return {
    type: 'NoteFieldsUpdated',
    data: { noteId: note.noteId, noteTypeId, dateOfService, previousNoteTypeId: note.noteTypeId, previousDateOfService: note.dateOfService },
  };
};

export const decideNote = (command: NoteCommand, state: NoteState): NoteEvent[] => {
  const { noteId } = command.data;
  const { metadata } = command;
  switch (command.type) {
    case 'CreateNote':
      if (state.status !== 'none') throw noteAlreadyExists(noteId);
      if (!mayGiveNoteVisibility(metadata.actorRole, command.data.visibility)) throw visibilityNotAllowed(command.data.visibility);
      checkDateOfService(command.data.dateOfService, metadata);
      return [{ type: 'NoteCreated', data: { ...command.data, authorId: metadata.actorId, createdAt: metadata.now } }];
    case 'EditNoteDraft':
      return [decideDraftEdit(draft(state, noteId), command)];
    case 'DiscardNoteDraft':
      draft(state, noteId);
      return [{ type: 'NoteDraftDiscarded', data: { noteId } }];
    case 'PublishNote':
      draft(state, noteId);
      return [{ type: 'NotePublished', data: { noteId, publishedAt: metadata.now } }];
    case 'AppendNote': {
      const note = published(state, noteId);
      const { appendedNoteId, body } = command.data;
      if (targetOf(note, appendedNoteId)) throw appendedNoteExists(appendedNoteId);
      return [{ type: 'NoteAppended', data: { noteId, appendedNoteId, body, by: metadata.actorId, at: metadata.now } }];
    }
    case 'InsertNoteText':
      return [decideInsert(published(state, noteId), command)];
    case 'StrikeNoteText':
      return [decideStrike(published(state, noteId), command)];
    case 'ChangeNotePrivacy': {
      const note = open(state, noteId);
      const { visibility } = command.data;
      if (!mayGiveNoteVisibility(metadata.actorRole, visibility)) throw visibilityNotAllowed(visibility);
      if (visibility === note.visibility) throw visibilityUnchanged(visibility);
      return [{ type: 'NotePrivacyChanged', data: { noteId, visibility, previousVisibility: note.visibility } }];
    }
    case 'UpdateNoteFields':
      return [decideFields(open(state, noteId), command)];
    case 'LogNoteView':
      existing(state, noteId);
      return [{ type: 'NoteViewed', data: { noteId, viewerId: metadata.actorId } }];
    default:
      return assertNever(command);
  }
};

/** One decider for patient and hub notes: they differ in subject and readers, not in how text is kept. */
export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  initialState: initialNoteState,
  evolve: evolveNote,
  decide: decideNote,
};
