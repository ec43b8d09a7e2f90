import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { evolveNote, HUB_NOTE_VIEW_LOG_CATEGORY, initialNoteState, NOTE_VIEW_LOG_CATEGORY, renderNoteState, type NoteEvent, type NoteSubject, type NoteVisibilityId } from '@careledger/domain';
import { assessment, metadata, type GivenEvent } from './assessment-events';
import { patient } from './patient-examples';
import type { ProjectionExamples } from './projection-spec';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const AUTHOR = '00000000-0000-4000-8000-000000000009';
const COLLEAGUE = '00000000-0000-4000-8000-000000000003';
const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

type Creation = Omit<Extract<NoteEvent, { type: 'NoteCreated' }>['data'], 'noteId' | 'subject' | 'createdAt'>;

/**
 * Builders of one note's events, in the shapes the domain stores: about `subject` (a patient note,
 * `note-<id>`, unless it names a hub or a cluster, `hubnote-<id>`).
 */
export const note = (subject: NoteSubject = { kind: 'patient', patientId: PATIENT }, noteId: string = randomUUID()) => {
  const patientNote = subject.kind === 'patient';
  const stream = `${patientNote ? 'note' : 'hubnote'}-${noteId}`;
  const on = (event: NoteEvent, at: string, streamId = stream): GivenEvent => ({ ...event, streamId, metadata: metadata(at) });
  const ref = { noteId };
  return {
    id: noteId,
    created: (at: string, data: Partial<Creation> = {}) => {
      const fields: Creation = {
        authorId: AUTHOR, authorAgencyId: AGENCY, authorPartnerId: null, noteTypeId: 2, noteTemplateId: null,
        dateOfService: '2026-02-28', body: 'Slept well.', visibility: 1, isDraft: false, ...data,
      };
      return on({ type: 'NoteCreated', data: { ...ref, subject, ...fields, createdAt: at } }, at);
    },
    published: (at: string) => on({ type: 'NotePublished', data: { ...ref, publishedAt: at } }, at),
    discarded: (at: string) => on({ type: 'NoteDraftDiscarded', data: ref }, at),
    appended: (at: string, appendedNoteId: string = randomUUID(), by = COLLEAGUE) =>
      on({ type: 'NoteAppended', data: { ...ref, appendedNoteId, body: 'Called family.', by, at } }, at),
    inserted: (at: string, targetId: string) => on({ type: 'NoteTextInserted', data: { ...ref, targetId, offset: 6, text: 'very ', by: AUTHOR, at } }, at),
    struck: (at: string, targetId: string) => on({ type: 'NoteTextStruck', data: { ...ref, targetId, start: 0, end: 7, by: COLLEAGUE, at } }, at),
    privacy: (at: string, visibility: NoteVisibilityId, previousVisibility: NoteVisibilityId = 1) =>
      on({ type: 'NotePrivacyChanged', data: { ...ref, visibility, previousVisibility } }, at),
    /** A view in the note's view log. */
    viewLogged: (at: string, viewerId = COLLEAGUE) =>
      on({ type: 'NoteViewed', data: { ...ref, viewerId } }, at, `${patientNote ? NOTE_VIEW_LOG_CATEGORY : HUB_NOTE_VIEW_LOG_CATEGORY}-${noteId}`),
    /** A view as commands recorded it before the view logs, in the note's own stream. */
    viewedInNoteStream: (at: string, viewerId = COLLEAGUE) => on({ type: 'NoteViewed', data: { ...ref, viewerId } }, at),
    fields: (at: string, noteTypeId: number, dateOfService: string) =>
      on({ type: 'NoteFieldsUpdated', data: { ...ref, noteTypeId, dateOfService, previousNoteTypeId: 2, previousDateOfService: '2026-02-28' } }, at),
  };
};

const at = (minute: number): string => `2026-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const domainEvents = (given: readonly GivenEvent[]): NoteEvent[] => given.map(({ type, data }) => ({ type, data }) as NoteEvent);
const byId = <Row extends { id: string }>(rows: Row[]): Row[] => rows.sort((x, y) => (x.id < y.id ? -1 : 1));

/**
 * The notes read model's examples (the note list and detail, and the patient facts their read
 * rules need), given events then the rows that must exist: the same for every store that keeps it
 * (PostgreSQL and PGlite tables, MongoDB documents read back as rows).
 */
export const noteExamples = (spec: ProjectionExamples): void => {
  it.each([1, 1_000])("keeps every column of a patient note, its state as the domain folds it and that state rendered, in batches of %i", async (batchSize) => {
    const n = note();
    const appendedId = randomUUID();
    const given = [n.created(at(0), { isDraft: true }), n.published(at(1)), n.appended(at(2), appendedId), n.inserted(at(3), n.id), n.struck(at(4), appendedId), n.privacy(at(5), 3), n.fields(at(6), 4, '2026-02-27')];
    const state = domainEvents(given).reduce(evolveNote, initialNoteState());
    await spec.given(...given).then(
      (positions) => [
        {
          id: n.id, kind: 'patient', patient_id: PATIENT, hub_id: null, cluster_id: null, author_id: AUTHOR, author_agency_id: AGENCY, author_partner_id: null,
          note_type_id: 4, note_template_id: null, date_of_service: '2026-02-27', visibility: 3, is_draft: false, status: 'published', published_at: at(1),
          document: renderNoteState(state), state, appended_count: 1, version: 6, created_at: at(0), updated_at: at(6), last_position: positions.at(-1),
        },
      ],
      { batchSize },
    );
  });

  it('keeps a discarded draft as a draft-side row and tells hub from cluster notes', async () => {
    const [hubId, clusterId] = [randomUUID(), randomUUID()];
    const [draft, hub, cluster] = [note(), note({ kind: 'hub', hubId }), note({ kind: 'cluster', clusterId })];
    await spec
      .given(draft.created(at(0), { isDraft: true }), draft.discarded(at(1)), hub.created(at(2)), cluster.created(at(3), { isDraft: true }))
      .then(
        byId([
          { id: draft.id, kind: 'patient', status: 'discarded', is_draft: true, published_at: null, version: 1 },
          { id: hub.id, kind: 'hub', hub_id: hubId, patient_id: null, cluster_id: null, status: 'published', is_draft: false, published_at: at(2) },
          { id: cluster.id, kind: 'cluster', cluster_id: clusterId, patient_id: null, hub_id: null, status: 'draft', is_draft: true, published_at: null },
        ]).map((fields) => expect.objectContaining(fields) as Record<string, unknown>),
      );
  });

  it.each([1, 1_000])("leaves a note at its own stream's version when it is viewed, a view from before the view logs moving it alone, in batches of %i", async (batchSize) => {
    const [n, h] = [note(), note({ kind: 'hub', hubId: randomUUID() })];
    await spec
      .given(n.created(at(0)), n.viewedInNoteStream(at(1)), h.created(at(2)), n.viewLogged(at(3)), h.viewLogged(at(4)), n.viewLogged(at(5)), n.fields(at(6), 4, '2026-02-27'), h.viewLogged(at(7)))
      .then(
        (positions) =>
          byId([
            // 0 created, 1 the view in the note's stream, 2 the fields; the views in the view log count in its own stream.
            { id: n.id, version: 2, updated_at: at(6), last_position: positions[6] },
            { id: h.id, version: 0, updated_at: at(2), last_position: positions[2] },
          ]).map((fields) => expect.objectContaining(fields) as Record<string, unknown>),
        { batchSize },
      );
  });

  it('leaves no row for a note never created: not for its publishing, nor an appended note, nor for another record', async () => {
    const n = note();
    await spec.given(n.published(at(1)), n.appended(at(2)), assessment().created(at(3))).then([]);
  });

  it.each([1, 1_000])('keeps the patient facts the visibility rules need, in batches of %i', async (batchSize) => {
    const p = patient();
    await spec
      .given(
        p.registered(at(0), { agencyId: null, partnerId: 'partner-1', createdBy: 'family-1' }),
        p.on('PatientAssignedToAgency', { agencyId: AGENCY, previousAgencyId: null }, at(1)),
        p.on('CaregiverAssignedToPatient', { caregiverId: AUTHOR }, at(2)),
        p.on('PatientAmbulatoryLevelSet', { level: 2, previousLevel: null }, at(3)),
        p.on('CaregiverAssignedToPatient', { caregiverId: COLLEAGUE }, at(4)),
        p.on('CaregiverUnassignedFromPatient', { caregiverId: AUTHOR }, at(5)),
      )
      .then(
        (positions) => [{ patient_id: p.id, agency_id: AGENCY, partner_id: 'partner-1', care_team: [COLLEAGUE], created_by: 'family-1', version: 5, last_position: positions.at(-1) }],
        { table: 'note_patients', orderBy: 'patient_id', batchSize },
      );
  });
};
