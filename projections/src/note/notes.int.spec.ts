import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HUB_NOTE_VIEW_LOG_CATEGORY, NOTE_VIEW_LOG_CATEGORY, renderNote, type NoteEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { metadata, type GivenEvent } from '../testing/assessment-events';
import { noteExamples } from '../testing/note-examples';
import { projectionSpec } from '../testing/projection-spec';
import { noteProjector } from './note-projector';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const AUTHOR = '00000000-0000-4000-8000-000000000009';
const COLLEAGUE = '00000000-0000-4000-8000-000000000003';
const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const at = (minute: number) => `2026-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`;

const VIEW_LOGS = { note: NOTE_VIEW_LOG_CATEGORY, hubnote: HUB_NOTE_VIEW_LOG_CATEGORY } as const;

const note = (noteId: string = randomUUID(), stream: keyof typeof VIEW_LOGS = 'note') => {
  const on = (event: NoteEvent, minute: number, actorId = AUTHOR, category: string = stream): GivenEvent => ({
    ...event,
    streamId: `${category}-${noteId}`,
    metadata: { ...metadata(at(minute)), actorId, actorRole: 9 },
  });
  const ref = { noteId };
  return {
    id: noteId,
    created: (minute: number, isDraft = false, subject: Extract<NoteEvent, { type: 'NoteCreated' }>['data']['subject'] = { kind: 'patient', patientId: PATIENT }) =>
      on(
        {
          type: 'NoteCreated',
          data: { ...ref, subject, authorId: AUTHOR, authorAgencyId: AGENCY, authorPartnerId: null, noteTypeId: 2, noteTemplateId: null, dateOfService: '2026-02-28', body: 'Slept well.', visibility: 1, isDraft, createdAt: at(minute) },
        },
        minute,
      ),
    published: (minute: number) => on({ type: 'NotePublished', data: { ...ref, publishedAt: at(minute) } }, minute),
    discarded: (minute: number) => on({ type: 'NoteDraftDiscarded', data: ref }, minute),
    appended: (minute: number, appendedNoteId: string) => on({ type: 'NoteAppended', data: { ...ref, appendedNoteId, body: 'Called family.', by: COLLEAGUE, at: at(minute) } }, minute, COLLEAGUE),
    inserted: (minute: number, targetId: string) => on({ type: 'NoteTextInserted', data: { ...ref, targetId, offset: 6, text: 'very ', by: AUTHOR, at: at(minute) } }, minute),
    struck: (minute: number, targetId: string) => on({ type: 'NoteTextStruck', data: { ...ref, targetId, start: 0, end: 7, by: COLLEAGUE, at: at(minute) } }, minute, COLLEAGUE),
    privacy: (minute: number) => on({ type: 'NotePrivacyChanged', data: { ...ref, visibility: 3, previousVisibility: 1 } }, minute),
    fields: (minute: number) => on({ type: 'NoteFieldsUpdated', data: { ...ref, noteTypeId: 4, dateOfService: '2026-02-27', previousNoteTypeId: 2, previousDateOfService: '2026-02-28' } }, minute),
    /** A view as older commands recorded it, in the note's own stream. */
    viewed: (minute: number, viewerId = COLLEAGUE) => on({ type: 'NoteViewed', data: { ...ref, viewerId } }, minute, viewerId),
    /** A view in the note's view log. */
    viewLogged: (minute: number, viewerId = COLLEAGUE) => on({ type: 'NoteViewed', data: { ...ref, viewerId } }, minute, viewerId, VIEW_LOGS[stream]),
  };
};

const eventsOf = (given: GivenEvent[]) => given.map(({ type, data }) => ({ type, data }) as NoteEvent);

describe.each(testDatabases())('notes read model on $name', (testDatabase) => {
  const spec = projectionSpec(noteProjector, testDatabase);

  it('folds a patient note with the domain and stores its rendered document', async () => {
    const n = note();
    const appendedId = randomUUID();
    const given = [n.created(0, true), n.published(1), n.appended(2, appendedId), n.inserted(3, n.id), n.struck(4, appendedId), n.privacy(5), n.fields(6), n.viewed(7)];
    const document = renderNote(eventsOf(given));
    await spec.given(...given).then((positions) => [
      expect.objectContaining({
        id: n.id,
        kind: 'patient',
        patient_id: PATIENT,
        hub_id: null,
        cluster_id: null,
        author_id: AUTHOR,
        author_agency_id: AGENCY,
        author_partner_id: null,
        note_type_id: 4,
        note_template_id: null,
        date_of_service: '2026-02-27',
        visibility: 3,
        is_draft: false,
        status: 'published',
        published_at: at(1),
        document,
        appended_count: 1,
        version: 7,
        created_at: at(0),
        updated_at: at(6),
        last_position: positions.at(-1),
      }),
    ]);
    expect(document?.parent.segments.map((segment) => segment.kind)).toEqual(['original', 'inserted', 'original']);
  });

  it('logs every edit with its catalog action, and views apart', async () => {
    const n = note();
    const appendedId = randomUUID();
    await spec
      .given(n.created(0, true), n.published(1), n.appended(2, appendedId), n.inserted(3, n.id), n.struck(4, appendedId), n.privacy(5), n.fields(6), n.viewed(7))
      .then(
        [
          ['parent_note', 'created'],
          ['parent_note', 'published'],
          ['append_note', undefined],
          ['insert_or_strike_text', 'inserted'],
          ['appended_note', 'struck'],
          ['update_privacy', undefined],
          ['update_note_fields', undefined],
        ].map(([action, change], version) => expect.objectContaining({ note_id: n.id, version, action, ...(change ? { detail: expect.objectContaining({ change }) } : {}) })),
        { table: 'note_edit_log', orderBy: 'version' },
      );
    const v = note();
    await spec
      .given(v.created(0), v.viewed(1), v.viewed(2, AUTHOR))
      .then(
        (positions) => [
          { note_id: v.id, version: 1, viewer_id: COLLEAGUE, role_id: 9, viewed_at: at(1), last_position: positions[1] },
          { note_id: v.id, version: 2, viewer_id: AUTHOR, role_id: 9, viewed_at: at(2), last_position: positions[2] },
        ],
        { table: 'note_view_log', orderBy: 'version' },
      );
  });

  describe.each([1, 1_000])('views in batches of %i', (batchSize) => {
    /** A patient and a hub note, the patient note with one view in its own stream from before the view logs. */
    const story = () => {
      const n = note();
      const h = note(randomUUID(), 'hubnote');
      return { n, h, given: [n.created(0), n.viewed(1), h.created(2, false, { kind: 'hub', hubId: randomUUID() }), n.viewLogged(3, AUTHOR), h.viewLogged(4), h.viewLogged(5, AUTHOR), n.viewLogged(6), n.fields(7)] };
    };

    it('lists the views of the view log after those of the note stream, each with its own stream version', async () => {
      const { n, h, given } = story();
      await spec.given(...given).then(
        (positions) => [
          { note_id: n.id, version: 1, viewer_id: COLLEAGUE, role_id: 9, viewed_at: at(1), last_position: positions[1] },
          { note_id: n.id, version: 0, viewer_id: AUTHOR, role_id: 9, viewed_at: at(3), last_position: positions[3] },
          { note_id: h.id, version: 0, viewer_id: COLLEAGUE, role_id: 9, viewed_at: at(4), last_position: positions[4] },
          { note_id: h.id, version: 1, viewer_id: AUTHOR, role_id: 9, viewed_at: at(5), last_position: positions[5] },
          { note_id: n.id, version: 1, viewer_id: COLLEAGUE, role_id: 9, viewed_at: at(6), last_position: positions[6] },
        ],
        { table: 'note_view_log', orderBy: 'last_position', batchSize },
      );
    });

    it("leaves the note row at its own stream's version: a logged view changes nothing of it", async () => {
      const { n, h, given } = story();
      await spec.given(...given).then(
        (positions) =>
          [
            // 0 created, 1 the view from before the view logs, 2 the fields.
            { id: n.id, version: 2, updated_at: at(7), last_position: positions[7] },
            { id: h.id, version: 0, updated_at: at(2), last_position: positions[2] },
          ]
            .sort((x, y) => (x.id < y.id ? -1 : 1))
            .map((fields) => expect.objectContaining(fields)),
        { batchSize },
      );
    });
  });

  it('ignores events of a note never created', async () => {
    const n = note();
    await spec.given(n.published(1), n.viewed(2), n.viewLogged(3)).then([]);
    await spec.given(n.viewLogged(3)).then([], { table: 'note_view_log', orderBy: 'last_position' });
  });

  noteExamples(spec);
});
