import { Role, type RoleId } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import type { NoteCommand } from './commands';
import type { NoteCreated, NoteEvent } from './events';

export const NOTE_ID = '6f1d2c3b-4a59-4e68-8f70-000000000001';
export const PATIENT_ID = '6f1d2c3b-4a59-4e68-8f70-000000000002';
export const APPENDED_ID = '6f1d2c3b-4a59-4e68-8f70-000000000003';
export const AGENCY_ID = '6f1d2c3b-4a59-4e68-8f70-000000000004';
export const AUTHOR = { id: 'user-author', roleId: Role.CAREGIVER } as const;
export const COLLEAGUE = { id: 'user-colleague', roleId: Role.AGENCY_AGENT } as const;
export const ADMIN = { id: 'user-admin', roleId: Role.ADMIN } as const;
export const FAMILY = { id: 'user-family', roleId: Role.USER } as const;

export const CREATED_AT = '2026-03-02T09:00:00.000Z';
export const LATER = '2026-03-03T10:30:00.000Z';
export const LATEST = '2026-03-04T08:15:00.000Z';
export const BODY = 'Slept well. Ate breakfast.';

export const metadataOf = (actor: { id: string; roleId: RoleId } = AUTHOR, now = LATER): CommandMetadata => ({
  commandId: 'command-1',
  correlationId: 'command-1',
  actorId: actor.id,
  actorRole: actor.roleId,
  now,
});

export const created = (data: Partial<NoteCreated['data']> = {}): NoteCreated => ({
  type: 'NoteCreated',
  data: {
    noteId: NOTE_ID,
    subject: { kind: 'patient', patientId: PATIENT_ID },
    authorId: AUTHOR.id,
    authorAgencyId: AGENCY_ID,
    authorPartnerId: null,
    noteTypeId: 2,
    noteTemplateId: null,
    dateOfService: '2026-03-01',
    body: BODY,
    visibility: 1,
    isDraft: false,
    createdAt: CREATED_AT,
    ...data,
  },
});

export const publishedNote: NoteEvent[] = [created()];
export const draftNote: NoteEvent[] = [created({ isDraft: true })];
export const discardedNote: NoteEvent[] = [...draftNote, { type: 'NoteDraftDiscarded', data: { noteId: NOTE_ID } }];

export const appendedBy = (by: string, body = 'Family visited in the afternoon.', at = LATER): NoteEvent => ({
  type: 'NoteAppended',
  data: { noteId: NOTE_ID, appendedNoteId: APPENDED_ID, body, by, at },
});

export const inserted = (targetId: string, offset: number, text: string, by: string = AUTHOR.id, at = LATER): NoteEvent => ({
  type: 'NoteTextInserted',
  data: { noteId: NOTE_ID, targetId, offset, text, by, at },
});

export const struck = (targetId: string, start: number, end: number, by: string = AUTHOR.id, at = LATER): NoteEvent => ({
  type: 'NoteTextStruck',
  data: { noteId: NOTE_ID, targetId, start, end, by, at },
});

type DataOf<Type extends NoteCommand['type']> = Extract<NoteCommand, { type: Type }>['data'];

/** A command on the note of these fixtures, by `actor` (the author unless given) at LATER. */
export const commandOf = <Type extends NoteCommand['type']>(
  type: Type,
  data: Omit<DataOf<Type>, 'noteId'>,
  actor: { id: string; roleId: RoleId } = AUTHOR,
  now = LATER,
): NoteCommand => ({ type, data: { noteId: NOTE_ID, ...data }, metadata: metadataOf(actor, now) }) as NoteCommand;
