import { z } from 'zod';
import { idsOf } from '../catalog/catalog-entry';
import { noteVisibilities } from '../catalog/notes';
import type { Actor } from '../policy/actor';
import { action, expectedVersionField, unversionedAction, type RecordRequest } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import { ruleMessage } from '../shared/validation';
import type { NoteActionName } from './actions';
import { MAX_NOTE_BODY_LENGTH, type CreateNote, type NoteCommand } from './commands';
import type { NoteSubject } from './events';

import { calendarDateField as dateOfService, uuidField } from '../shared/fields';

export { uuidField };
const positiveId = z.int({ error: ruleMessage('must be a positive integer') }).positive({ error: 'must be a positive integer' });
const offset = z.int({ error: ruleMessage('must be an integer greater than or equal to 0') }).min(0, { error: 'must be an integer greater than or equal to 0' });
const text = z
  .string({ error: ruleMessage('must be a string') })
  .min(1, { error: 'must not be empty' })
  .max(MAX_NOTE_BODY_LENGTH, { error: `must be at most ${MAX_NOTE_BODY_LENGTH} characters` });
// Not trimmed: offsets will count this text exactly as written.
const body = text.refine((value) => value.trim() !== '', { error: 'must not be blank' });
const visibility = z.literal(idsOf(noteVisibilities), {
  error: ruleMessage('must be a note visibility: 1 care team, 2 author, 3 anyone, 4 agency, 5 partner or 6 administrator'),
});

/** What every parent note says, whatever it is about. */
export const noteContentShape = {
  noteTypeId: positiveId,
  noteTemplateId: positiveId.nullable().optional(),
  dateOfService,
  body,
  visibility,
  // Required: publishing cannot be undone, so it never happens by default.
  isDraft: z.boolean({ error: ruleMessage('must be true or false') }),
};

type NoteContent = z.output<z.ZodObject<typeof noteContentShape>>;

export const createNoteCommand = (noteId: string, subject: NoteSubject, content: NoteContent, metadata: CommandMetadata, actor: Actor): CreateNote => ({
  type: 'CreateNote',
  data: {
    noteId,
    subject,
    authorAgencyId: actor.agencyId ?? null,
    authorPartnerId: actor.partnerId ?? null,
    noteTypeId: content.noteTypeId,
    noteTemplateId: content.noteTemplateId ?? null,
    dateOfService: content.dateOfService,
    body: content.body,
    visibility: content.visibility,
    isDraft: content.isDraft,
  },
  metadata,
});

const changesSomething = (changes: readonly unknown[]): boolean => changes.some((change) => change !== undefined);

const editDraftBody = z
  .strictObject({
    expectedVersion: expectedVersionField,
    body: body.optional(),
    noteTypeId: positiveId.optional(),
    noteTemplateId: positiveId.nullable().optional(),
    dateOfService: dateOfService.optional(),
  })
  .refine((edit) => changesSomething([edit.body, edit.noteTypeId, edit.noteTemplateId, edit.dateOfService]), {
    error: 'must change at least one of body, noteTypeId, noteTemplateId, dateOfService',
  });

const fieldsBody = z
  .strictObject({ expectedVersion: expectedVersionField, noteTypeId: positiveId.optional(), dateOfService: dateOfService.optional() })
  .refine((fields) => changesSomething([fields.noteTypeId, fields.dateOfService]), { error: 'must change at least one of noteTypeId, dateOfService' });

const strikeBody = z
  .strictObject({ expectedVersion: expectedVersionField, targetId: uuidField, start: offset, end: offset })
  .refine((range) => range.end > range.start, { path: ['end'], error: 'must be greater than start' });

/** The actions of patient and hub notes alike: each body becomes one command on the note `noteId`. */
export const noteActions: Readonly<Record<NoteActionName, RecordRequest<NoteCommand>>> = {
  'edit-draft': {
    body: editDraftBody,
    toCommand: (noteId: string, { expectedVersion: _, ...changes }: z.output<typeof editDraftBody>, metadata: CommandMetadata): NoteCommand => ({
      type: 'EditNoteDraft',
      data: { noteId, ...changes },
      metadata,
    }),
  },
  publish: action({}, (noteId, _body, metadata) => ({ type: 'PublishNote', data: { noteId }, metadata })),
  discard: action({}, (noteId, _body, metadata) => ({ type: 'DiscardNoteDraft', data: { noteId }, metadata })),
  /**
   * A client that wants to correct its appended note at once names it with its own UUID; without
   * one, the command's id names it: unique, and found again as the event's causation id.
   */
  append: action({ body, appendedNoteId: uuidField.optional() }, (noteId, request, metadata) => ({
    type: 'AppendNote',
    data: { noteId, appendedNoteId: request.appendedNoteId ?? metadata.commandId, body: request.body },
    metadata,
  })),
  insert: action({ targetId: uuidField, offset, text }, (noteId, request, metadata) => ({
    type: 'InsertNoteText',
    data: { noteId, targetId: request.targetId, offset: request.offset, text: request.text },
    metadata,
  })),
  strike: {
    body: strikeBody,
    toCommand: (noteId: string, range: z.output<typeof strikeBody>, metadata: CommandMetadata): NoteCommand => ({
      type: 'StrikeNoteText',
      data: { noteId, targetId: range.targetId, start: range.start, end: range.end },
      metadata,
    }),
  },
  privacy: action({ visibility }, (noteId, request, metadata) => ({ type: 'ChangeNotePrivacy', data: { noteId, visibility: request.visibility }, metadata })),
  fields: {
    body: fieldsBody,
    toCommand: (noteId: string, { expectedVersion: _, ...changes }: z.output<typeof fieldsBody>, metadata: CommandMetadata): NoteCommand => ({
      type: 'UpdateNoteFields',
      data: { noteId, ...changes },
      metadata,
    }),
  },
  // A view happened whatever the reader had loaded: no version to check against. It goes to the
  // note's view log (the record types' `logs`), so it moves no version either.
  log: unversionedAction({}, (noteId, _body, metadata) => ({ type: 'LogNoteView', data: { noteId }, metadata })),
};
