import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { CreateNote } from './commands';
import { noteDecider } from './decider';
import type { NoteEvent } from './events';
import {
  ADMIN,
  AGENCY_ID,
  APPENDED_ID,
  AUTHOR,
  BODY,
  COLLEAGUE,
  CREATED_AT,
  FAMILY,
  LATER,
  NOTE_ID,
  PATIENT_ID,
  appendedBy,
  commandOf,
  created,
  discardedNote,
  draftNote,
  metadataOf,
  publishedNote,
} from './note.fixtures';

const spec = deciderSpec(noteDecider);
const stateAfter = (events: NoteEvent[]) => fold(noteDecider, events);

const createCommand = (data: Partial<CreateNote['data']> = {}, actor: { id: string; roleId: 1 | 2 | 3 | 4 | 5 | 6 | 8 | 9 } = AUTHOR, now = CREATED_AT): CreateNote => ({
  type: 'CreateNote',
  data: {
    noteId: NOTE_ID,
    subject: { kind: 'patient', patientId: PATIENT_ID },
    authorAgencyId: AGENCY_ID,
    authorPartnerId: null,
    noteTypeId: 2,
    noteTemplateId: null,
    dateOfService: '2026-03-01',
    body: BODY,
    visibility: 1,
    isDraft: false,
    ...data,
  },
  metadata: metadataOf(actor, now),
});

describe('creating a note', () => {
  it('records the note, its author and the time it was written', () => {
    spec.given([]).when(createCommand()).then([created()]);
    expect(stateAfter([created()]).status).toBe('published');
  });

  it('keeps a draft as a draft', () => {
    spec.given([]).when(createCommand({ isDraft: true })).then([created({ isDraft: true })]);
    expect(stateAfter(draftNote).status).toBe('draft');
  });

  it('writes hub and cluster notes with the same events', () => {
    const subject = { kind: 'cluster', clusterId: 'cluster-1' } as const;
    spec.given([]).when(createCommand({ subject })).then([created({ subject })]);
  });

  it('accepts a date of service up to tomorrow (UTC), and refuses a later one', () => {
    spec.given([]).when(createCommand({ dateOfService: '2026-03-03' })).then([created({ dateOfService: '2026-03-03' })]);
    const error = spec.given([]).when(createCommand({ dateOfService: '2026-03-04' })).thenFails('date_of_service_in_future', 'rule');
    expect(error.message).toBe('The date of service 2026-03-04 is in the future: it must be 2026-03-03 or earlier.');
  });

  it('refuses a visibility the author’s role may not give', () => {
    spec.given([]).when(createCommand({ visibility: 4 }, FAMILY)).thenFails('visibility_not_allowed', 'forbidden');
    spec.given([]).when(createCommand({ visibility: 5 }, AUTHOR)).thenFails('visibility_not_allowed', 'forbidden');
  });

  it('refuses to create a note twice', () => {
    spec.given(publishedNote).when(createCommand()).thenFails('note_already_exists', 'conflict');
  });
});

describe('editing, publishing and discarding a draft', () => {
  it('replaces the body and keeps the other fields, reporting the whole draft', () => {
    spec
      .given(draftNote)
      .when(commandOf('EditNoteDraft', { body: 'Slept badly.' }))
      .then([{ type: 'NoteDraftEdited', data: { noteId: NOTE_ID, noteTypeId: 2, noteTemplateId: null, dateOfService: '2026-03-01', body: 'Slept badly.', editedAt: LATER } }]);
  });

  it('changes the fields, and removes a template with null', () => {
    const withTemplate = [created({ isDraft: true, noteTemplateId: 7 })];
    spec
      .given(withTemplate)
      .when(commandOf('EditNoteDraft', { noteTypeId: 3, noteTemplateId: null, dateOfService: '2026-02-28' }))
      .then([{ type: 'NoteDraftEdited', data: { noteId: NOTE_ID, noteTypeId: 3, noteTemplateId: null, dateOfService: '2026-02-28', body: BODY, editedAt: LATER } }]);
  });

  it('refuses an edit that changes nothing', () => {
    spec.given(draftNote).when(commandOf('EditNoteDraft', { body: BODY, noteTypeId: 2 })).thenFails('draft_unchanged', 'rule');
  });

  it('refuses a date of service in the future', () => {
    spec.given(draftNote).when(commandOf('EditNoteDraft', { dateOfService: '2027-01-01' })).thenFails('date_of_service_in_future', 'rule');
  });

  it('publishes a draft, which may then no longer be edited or discarded', () => {
    const published: NoteEvent = { type: 'NotePublished', data: { noteId: NOTE_ID, publishedAt: LATER } };
    spec.given(draftNote).when(commandOf('PublishNote', {})).then([published]);
    expect(stateAfter([...draftNote, published])).toMatchObject({ status: 'published', publishedAt: LATER, appended: [] });
    spec.given([...draftNote, published]).when(commandOf('PublishNote', {})).thenFails('note_already_published', 'rule');
    spec.given(publishedNote).when(commandOf('EditNoteDraft', { body: 'New' })).thenFails('note_already_published', 'rule');
    const error = spec.given(publishedNote).when(commandOf('DiscardNoteDraft', {})).thenFails('note_already_published', 'rule');
    expect(error.message).toContain('never erased');
  });

  it('discards a draft for good', () => {
    spec.given(draftNote).when(commandOf('DiscardNoteDraft', {})).then([{ type: 'NoteDraftDiscarded', data: { noteId: NOTE_ID } }]);
    expect(stateAfter(discardedNote).status).toBe('discarded');
    for (const command of [
      commandOf('DiscardNoteDraft', {}),
      commandOf('PublishNote', {}),
      commandOf('EditNoteDraft', { body: 'New' }),
      commandOf('AppendNote', { appendedNoteId: APPENDED_ID, body: 'More' }),
      commandOf('InsertNoteText', { targetId: NOTE_ID, offset: 0, text: 'x' }),
      commandOf('StrikeNoteText', { targetId: NOTE_ID, start: 0, end: 1 }),
      commandOf('ChangeNotePrivacy', { visibility: 3 }),
      commandOf('UpdateNoteFields', { noteTypeId: 5 }),
    ]) {
      spec.given(discardedNote).when(command).thenFails('note_discarded', 'rule');
    }
  });

  it('refuses every action on a note that does not exist', () => {
    for (const command of [
      commandOf('EditNoteDraft', { body: 'New' }),
      commandOf('PublishNote', {}),
      commandOf('DiscardNoteDraft', {}),
      commandOf('AppendNote', { appendedNoteId: APPENDED_ID, body: 'More' }),
      commandOf('InsertNoteText', { targetId: NOTE_ID, offset: 0, text: 'x' }),
      commandOf('StrikeNoteText', { targetId: NOTE_ID, start: 0, end: 1 }),
      commandOf('ChangeNotePrivacy', { visibility: 3 }),
      commandOf('UpdateNoteFields', { noteTypeId: 5 }),
      commandOf('LogNoteView', {}),
    ]) {
      spec.given([]).when(command).thenFails('note_not_found', 'not_found');
    }
  });
});

describe('appending a note', () => {
  it('adds an appended note under a published parent, by whoever appends', () => {
    spec.given(publishedNote).when(commandOf('AppendNote', { appendedNoteId: APPENDED_ID, body: 'Family visited in the afternoon.' }, COLLEAGUE)).then([appendedBy(COLLEAGUE.id)]);
    expect(stateAfter([...publishedNote, appendedBy(COLLEAGUE.id)])).toMatchObject({
      appended: [{ id: APPENDED_ID, body: 'Family visited in the afternoon.', by: COLLEAGUE.id, at: LATER, edits: [] }],
    });
  });

  it('refuses to append to a draft', () => {
    spec.given(draftNote).when(commandOf('AppendNote', { appendedNoteId: APPENDED_ID, body: 'More' })).thenFails('note_is_draft', 'rule');
  });

  it('refuses an id the note already uses, for its parent or an appended note', () => {
    spec.given([...publishedNote, appendedBy(COLLEAGUE.id)]).when(commandOf('AppendNote', { appendedNoteId: APPENDED_ID, body: 'More' })).thenFails('appended_note_exists', 'rule');
    spec.given(publishedNote).when(commandOf('AppendNote', { appendedNoteId: NOTE_ID, body: 'More' })).thenFails('appended_note_exists', 'rule');
  });
});

describe('privacy and note fields', () => {
  it('changes the visibility of a published note or a draft, remembering the previous one', () => {
    const changed: NoteEvent = { type: 'NotePrivacyChanged', data: { noteId: NOTE_ID, visibility: 3, previousVisibility: 1 } };
    spec.given(publishedNote).when(commandOf('ChangeNotePrivacy', { visibility: 3 })).then([changed]);
    spec.given(draftNote).when(commandOf('ChangeNotePrivacy', { visibility: 3 })).then([changed]);
    expect(stateAfter([...publishedNote, changed])).toMatchObject({ visibility: 3 });
  });

  it('refuses the visibility the note already has', () => {
    spec.given(publishedNote).when(commandOf('ChangeNotePrivacy', { visibility: 1 })).thenFails('visibility_unchanged', 'rule');
  });

  it('refuses a visibility the role may not give, and lets an administrator give any', () => {
    spec.given(publishedNote).when(commandOf('ChangeNotePrivacy', { visibility: 4 })).thenFails('visibility_not_allowed', 'forbidden');
    spec.given(publishedNote).when(commandOf('ChangeNotePrivacy', { visibility: 5 }, ADMIN)).then([{ type: 'NotePrivacyChanged', data: { noteId: NOTE_ID, visibility: 5, previousVisibility: 1 } }]);
  });

  it('updates the type and the date of service, each alone or both', () => {
    const updated = (noteTypeId: number, dateOfService: string): NoteEvent => ({
      type: 'NoteFieldsUpdated',
      data: { noteId: NOTE_ID, noteTypeId, dateOfService, previousNoteTypeId: 2, previousDateOfService: '2026-03-01' },
    });
    spec.given(publishedNote).when(commandOf('UpdateNoteFields', { noteTypeId: 4 })).then([updated(4, '2026-03-01')]);
    spec.given(publishedNote).when(commandOf('UpdateNoteFields', { dateOfService: '2026-02-27' })).then([updated(2, '2026-02-27')]);
    spec.given(draftNote).when(commandOf('UpdateNoteFields', { noteTypeId: 4, dateOfService: '2026-02-27' })).then([updated(4, '2026-02-27')]);
    expect(stateAfter([...publishedNote, updated(4, '2026-02-27')])).toMatchObject({ noteTypeId: 4, dateOfService: '2026-02-27' });
  });

  it('refuses fields that change nothing, and a date of service in the future', () => {
    spec.given(publishedNote).when(commandOf('UpdateNoteFields', { noteTypeId: 2, dateOfService: '2026-03-01' })).thenFails('fields_unchanged', 'rule');
    spec.given(publishedNote).when(commandOf('UpdateNoteFields', { dateOfService: '2026-03-05' })).thenFails('date_of_service_in_future', 'rule');
  });
});

describe('logging a view', () => {
  it('records the viewer of a published note, a draft or a discarded one, and changes nothing else', () => {
    for (const history of [publishedNote, draftNote, discardedNote]) {
      const viewed: NoteEvent = { type: 'NoteViewed', data: { noteId: NOTE_ID, viewerId: COLLEAGUE.id } };
      spec.given(history).when(commandOf('LogNoteView', {}, COLLEAGUE)).then([viewed]);
      expect(stateAfter([...history, viewed])).toEqual(stateAfter(history));
    }
  });
});
