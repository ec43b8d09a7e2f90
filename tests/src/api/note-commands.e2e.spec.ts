import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, renderNote, type NoteEvent } from '@careledger/domain';
import { startCareledger, type RunningCareledger } from '@careledger/app';
import { openEventStore } from '@careledger/storage';
import { createDemoContext } from '../../../app/src/demo/demo-context';
import { foundationSeeders } from '../../../app/src/demo/demo-seeders';
import { seedHubDemo } from '../../../app/src/demo/hub-demo-seeder';
import { seedNoteDemo } from '../../../app/src/demo/note-demo-seeder';
import { seedDemoPatient } from '../../../app/src/demo/patient-demo';
import { seededRandom } from '../../../app/src/demo/random';
import type { ApiClient } from '../support/api-client';
import { accepted, lastEventData, refusedWithoutEvents, seededRecordId, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const AGENCY_USER_ID = '00000000-0000-4000-8000-000000000003';
const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const BODY = 'Slept well. Ate breakfast.';

const noteBody = (patientId: string, body: Record<string, unknown> = {}) => ({
  patientId,
  noteTypeId: 2,
  dateOfService: '2026-01-15',
  body: BODY,
  visibility: 1,
  isDraft: false,
  ...body,
});

const eventsOf = async (stack: RunningStack, streamId: string): Promise<NoteEvent[]> => {
  const { rows } = await stack.careledger.db.query<{ type: string; data: unknown }>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [streamId]);
  return rows.map((row) => ({ type: row.type, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data }) as NoteEvent);
};

describe.each(testDatabases())('patient and hub note commands over HTTP on $name', (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let agent: ApiClient;
  let caregiver: ApiClient;
  let family: ApiClient;
  let partner: ApiClient;
  let provider: ApiClient;
  let admin: ApiClient;
  let patientId: string;

  beforeAll(async () => {
    stack = await startStack(database);
    [agency, agent, caregiver, family, partner, provider, admin] = await Promise.all([
      stack.as('agency'), stack.as('agency-agent'), stack.as('caregiver'), stack.as('user'), stack.as('partner'), stack.as('provider'), stack.as('admin'),
    ]);
    const patient = accepted(await partner.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks', partnerId: DEMO_PARTNER_ID, agencyId: DEMO_AGENCY_ID }), 201);
    accepted(await agency.post(`/api/patients/${patient.id}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
    patientId = patient.id;
  });
  afterAll(async () => stack?.stop());

  const create = async (client: ApiClient = caregiver, body: Record<string, unknown> = {}) => accepted(await client.post('/api/notes', noteBody(patientId, body)), 201);

  it('keeps a note from draft to published, then appends, inserts, strikes, changes privacy and fields, and logs views', async () => {
    const note = await create(caregiver, { isDraft: true });
    accepted(await caregiver.post(`/api/notes/${note.id}/edit-draft`, { expectedVersion: 0, body: 'Slept badly. Ate breakfast.', noteTemplateId: 3 }));
    accepted(await caregiver.post(`/api/notes/${note.id}/publish`, { expectedVersion: 1 }));
    const appendedNoteId = randomUUID();
    accepted(await agency.post(`/api/notes/${note.id}/append`, { expectedVersion: 2, appendedNoteId, body: 'Called the family.' }));
    accepted(await caregiver.post(`/api/notes/${note.id}/insert`, { expectedVersion: 3, targetId: note.id, offset: 6, text: 'very ' }));
    accepted(await caregiver.post(`/api/notes/${note.id}/strike`, { expectedVersion: 4, targetId: note.id, start: 6, end: 17 }));
    accepted(await agency.post(`/api/notes/${note.id}/strike`, { expectedVersion: 5, targetId: appendedNoteId, start: 0, end: 6 }));
    accepted(await caregiver.post(`/api/notes/${note.id}/privacy`, { expectedVersion: 6, visibility: 3 }));
    accepted(await caregiver.post(`/api/notes/${note.id}/fields`, { expectedVersion: 7, noteTypeId: 4 }));
    accepted(await partner.post(`/api/notes/${note.id}/log`));
    const viewed = accepted(await agency.post(`/api/notes/${note.id}/log`, {}));
    expect(viewed.version).toBe(8);
    expect(await lastEventData(stack, `noteview-${note.id}`)).toEqual({ noteId: note.id, viewerId: AGENCY_USER_ID });
    expect(await streamEventTypes(stack, `noteview-${note.id}`)).toEqual(['NoteViewed', 'NoteViewed']);
    expect(await streamEventTypes(stack, `note-${note.id}`)).toEqual([
      'NoteCreated', 'NoteDraftEdited', 'NotePublished', 'NoteAppended', 'NoteTextInserted', 'NoteTextStruck', 'NoteTextStruck',
      'NotePrivacyChanged', 'NoteFieldsUpdated',
    ]);
    const rendered = renderNote(await eventsOf(stack, `note-${note.id}`));
    expect(rendered?.parent.segments.map((segment) => [segment.kind, segment.text])).toEqual([
      ['original', 'Slept '],
      ['struck', 'very '],
      ['struck', 'badly.'],
      ['original', ' Ate breakfast.'],
    ]);
    expect(rendered?.appended[0]).toMatchObject({ id: appendedNoteId, by: AGENCY_USER_ID, readingText: ' the family.' });
  });

  it('names an appended note by the command when the client sends no id', async () => {
    const note = await create();
    accepted(await agent.post(`/api/notes/${note.id}/append`, { expectedVersion: 0, body: 'Seen on the evening round.' }));
    const appended = await lastEventData(stack, `note-${note.id}`);
    const { rows } = await stack.careledger.db.query<{ metadata: unknown }>('SELECT metadata FROM events WHERE stream_id = $1 AND stream_version = 1', [`note-${note.id}`]);
    const metadata = (typeof rows[0]?.metadata === 'string' ? JSON.parse(rows[0].metadata) : rows[0]?.metadata) as { causationId: string };
    expect(appended.appendedNoteId).toBe(metadata.causationId);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const bad = await refusedWithoutEvents(stack, () => caregiver.post('/api/notes', { patientId: 'nope', noteTypeId: 0, body: '', visibility: 9, isDraft: 'yes', hubId: randomUUID() }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'patientId', message: 'must be a UUID' },
        { path: 'noteTypeId', message: 'must be a positive integer' },
        { path: 'dateOfService', message: 'is required' },
        { path: 'body', message: 'must not be empty' },
        { path: 'visibility', message: 'must be a note visibility: 1 care team, 2 author, 3 anyone, 4 agency, 5 partner or 6 administrator' },
        { path: 'isDraft', message: 'must be true or false' },
        { path: 'hubId', message: 'is not an allowed field' },
      ]),
    );
    const note = await create();
    const strike = await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${note.id}/strike`, { expectedVersion: 0, targetId: note.id, start: 5, end: 5 }));
    expect(strike.body.errors).toEqual([{ path: 'end', message: 'must be greater than start' }]);
    const log = await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${note.id}/log`, { expectedVersion: 0 }));
    expect(log.body.errors).toEqual([{ path: 'expectedVersion', message: 'is not an allowed field' }]);
  });

  it('refuses with 403 what the policy refuses, and stores nothing', async () => {
    const forbidden = async (attempt: () => Promise<unknown>) => expect((await refusedWithoutEvents(stack, attempt as never)).status).toBe(403);
    await forbidden(() => family.post('/api/notes', noteBody(patientId, { visibility: 3 })));
    await forbidden(() => provider.post('/api/notes', noteBody(patientId, { visibility: 3 })));
    await forbidden(() => caregiver.post('/api/notes', noteBody(patientId, { visibility: 4 })));
    const draft = await create(caregiver, { isDraft: true });
    await forbidden(() => agency.post(`/api/notes/${draft.id}/publish`, { expectedVersion: 0 }));
    await forbidden(() => agency.post(`/api/notes/${draft.id}/log`));
    const careTeamNote = await create();
    await forbidden(() => partner.post(`/api/notes/${careTeamNote.id}/log`));
    await forbidden(() => partner.post(`/api/notes/${careTeamNote.id}/append`, { expectedVersion: 0, body: 'Noted.' }));
    await forbidden(() => caregiver.post(`/api/notes/${careTeamNote.id}/privacy`, { expectedVersion: 0, visibility: 5 }));
    const appendedNoteId = randomUUID();
    accepted(await agency.post(`/api/notes/${careTeamNote.id}/append`, { expectedVersion: 0, appendedNoteId, body: 'Agency addendum.' }));
    const notYours = await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${careTeamNote.id}/insert`, { expectedVersion: 1, targetId: appendedNoteId, offset: 0, text: 'x' }));
    expect(notYours.status).toBe(403);
    expect(notYours.body.code).toBe('not_target_author');
    accepted(await admin.post(`/api/notes/${careTeamNote.id}/insert`, { expectedVersion: 1, targetId: appendedNoteId, offset: 0, text: 'Admin: ' }));
  });

  it('answers 404 for an unknown note or action, 409 for a stale version, 422 for a broken rule', async () => {
    expect((await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${randomUUID()}/publish`, { expectedVersion: 0 }))).status).toBe(404);
    expect((await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${randomUUID()}/log`))).status).toBe(404);
    const note = await create();
    const unknown = await refusedWithoutEvents(stack, () => caregiver.requestUndocumented('POST', `/api/notes/${note.id}/erase`, { body: { expectedVersion: 0 } }));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_action']);
    const stale = await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${note.id}/insert`, { expectedVersion: 2, targetId: note.id, offset: 0, text: 'x' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ expectedVersion: 2, actualVersion: 0 });
    const published = await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${note.id}/edit-draft`, { expectedVersion: 0, body: 'Rewritten.' }));
    expect([published.status, published.body.code]).toEqual([422, 'note_already_published']);
    const outside = await refusedWithoutEvents(stack, () => caregiver.post(`/api/notes/${note.id}/insert`, { expectedVersion: 0, targetId: note.id, offset: 27, text: 'x' }));
    expect([outside.status, outside.body.code]).toEqual([422, 'offset_out_of_range']);
    const noPatient = await refusedWithoutEvents(stack, () => admin.post('/api/notes', noteBody(randomUUID())));
    expect([noPatient.status, noPatient.body.code]).toEqual([422, 'patient_not_found']);
    const future = await refusedWithoutEvents(stack, () => caregiver.post('/api/notes', noteBody(patientId, { dateOfService: '2999-01-01' })));
    expect([future.status, future.body.code]).toEqual([422, 'date_of_service_in_future']);
  });

  it('keeps hub and cluster notes in their own streams, read by the organisation they were written for', async () => {
    const [hubId, clusterId] = [await seededRecordId(stack, 'HubCreated'), await seededRecordId(stack, 'ClusterCreated')];
    const hubNote = accepted(await agency.post('/api/hub/notes', { hubId, noteTypeId: 1, dateOfService: '2026-01-15', body: 'House meeting held.', visibility: 3, isDraft: true }), 201);
    accepted(await agency.post(`/api/hub/notes/${hubNote.id}/publish`, { expectedVersion: 0 }));
    accepted(await caregiver.post(`/api/hub/notes/${hubNote.id}/log`));
    accepted(await agent.post(`/api/hub/notes/${hubNote.id}/append`, { expectedVersion: 1, body: 'Minutes filed.' }));
    expect(await streamEventTypes(stack, `hubnote-${hubNote.id}`)).toEqual(['NoteCreated', 'NotePublished', 'NoteAppended']);
    expect(await streamEventTypes(stack, `hubnoteview-${hubNote.id}`)).toEqual(['NoteViewed']);
    expect((await refusedWithoutEvents(stack, () => partner.post(`/api/hub/notes/${hubNote.id}/log`))).status).toBe(403);

    const clusterNote = accepted(await partner.post('/api/hub/notes', { clusterId, noteTypeId: 1, dateOfService: '2026-01-15', body: 'Referral pipeline.', visibility: 5, isDraft: false }), 201);
    expect(await lastEventData(stack, `hubnote-${clusterNote.id}`)).toMatchObject({ subject: { kind: 'cluster' }, authorPartnerId: DEMO_PARTNER_ID, authorAgencyId: null });
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/hub/notes/${clusterNote.id}/log`))).status).toBe(403);
    accepted(await admin.post(`/api/hub/notes/${clusterNote.id}/log`));

    const both = await refusedWithoutEvents(stack, () => agency.post('/api/hub/notes', { hubId: randomUUID(), clusterId: randomUUID(), noteTypeId: 1, dateOfService: '2026-01-15', body: 'x', visibility: 3, isDraft: false }));
    expect(both.body.errors).toEqual([{ path: 'clusterId', message: 'must not be given with hubId: a note is about one hub or one cluster' }]);
    expect((await refusedWithoutEvents(stack, () => caregiver.post('/api/hub/notes', { hubId, noteTypeId: 1, dateOfService: '2026-01-15', body: 'x', visibility: 3, isDraft: false }))).status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/hub/notes/${randomUUID()}/publish`, { expectedVersion: 0 }))).status).toBe(404);
    const nowhere = await refusedWithoutEvents(stack, () => agency.post('/api/hub/notes', { hubId: randomUUID(), noteTypeId: 1, dateOfService: '2026-01-15', body: 'x', visibility: 3, isDraft: false }));
    expect([nowhere.status, nowhere.body.code, nowhere.body.errors]).toEqual([422, 'hub_not_found', [{ path: 'hubId', message: 'names no shared-living hub' }]]);
  });

  describe('views, in a view log beside each note', () => {
    const readAfter = (position: number) => ({ headers: { 'x-min-position': String(position) } });
    type ViewLogEntry = { version: number; viewer: { id: string }; roleId: number };
    type HistoryEntry = { type: string; streamVersion: number; streamId?: string };
    const kinds = [
      { kind: 'patient', path: '/api/notes' as const, stream: 'note', viewLog: 'noteview', body: async () => noteBody(patientId, { visibility: 3 }) },
      { kind: 'hub', path: '/api/hub/notes' as const, stream: 'hubnote', viewLog: 'hubnoteview', body: async () => ({ hubId: await seededRecordId(stack, 'HubCreated'), noteTypeId: 1, dateOfService: '2026-01-15', body: 'House meeting held.', visibility: 3, isDraft: false }) },
    ];

    it.each(kinds)('leaves a $kind note at its version when it is viewed twice, and lists both views', async ({ path, stream, viewLog, body }) => {
      const note = accepted(await agency.post(path, await body()), 201);
      const first = accepted(await caregiver.post(`${path}/${note.id}/log`));
      const second = accepted(await agency.post(`${path}/${note.id}/log`, {}));
      expect([first.version, second.version]).toEqual([0, 0]);
      expect((await agency.get(`${path}/${note.id}`, readAfter(second.globalPosition))).body).toMatchObject({ id: note.id, version: 0 });
      const views = (await agency.get(`${path}/${note.id}/view/log?sort=viewedAt:asc`, readAfter(second.globalPosition))).body;
      expect(views).toMatchObject({ total: 2, data: [{ version: 0, viewer: { id: CAREGIVER_ID }, roleId: 9 }, { version: 1, viewer: { id: AGENCY_USER_ID }, roleId: 3 }] });
      // The version read before both views is still the one an edit names.
      const appended = accepted(await agency.post(`${path}/${note.id}/append`, { expectedVersion: 0, body: 'Read twice, changed once.' }));
      expect(appended.version).toBe(1);
      expect(await streamEventTypes(stack, `${stream}-${note.id}`)).toEqual(['NoteCreated', 'NoteAppended']);
      expect(await streamEventTypes(stack, `${viewLog}-${note.id}`)).toEqual(['NoteViewed', 'NoteViewed']);
      const edits = (await agency.get(`${path}/${note.id}/list/log?sort=at:asc`, readAfter(appended.globalPosition))).body.data;
      expect(edits.map((entry: { version: number; action: string }) => [entry.version, entry.action])).toEqual([[0, 'parent_note'], [1, 'append_note']]);

      // The record's history and the audit log show the views where they showed them, naming their stream.
      const history = (await admin.get(`${path}/${note.id}/history`)).body.data as HistoryEntry[];
      expect(history.map((entry) => [entry.type, entry.streamVersion, entry.streamId])).toEqual([
        ['NoteCreated', 0, undefined],
        ['NoteViewed', 0, `${viewLog}-${note.id}`],
        ['NoteViewed', 1, `${viewLog}-${note.id}`],
        ['NoteAppended', 1, undefined],
      ]);
      const audit = (await admin.get(`/api/audit/events?stream=${stream}-${note.id}&sort=position:asc`)).body;
      expect(audit.data.map((entry: { streamId: string; type: string }) => [entry.streamId, entry.type])).toEqual([
        [`${stream}-${note.id}`, 'NoteCreated'],
        [`${viewLog}-${note.id}`, 'NoteViewed'],
        [`${viewLog}-${note.id}`, 'NoteViewed'],
        [`${stream}-${note.id}`, 'NoteAppended'],
      ]);
      const category = (await admin.get(`/api/audit/events?category=${stream}&type=NoteViewed&actor=${CAREGIVER_ID}&pageSize=1`)).body;
      expect(category.data).toEqual([expect.objectContaining({ streamId: `${viewLog}-${note.id}`, type: 'NoteViewed' })]);
    });

    it('records views made at the same moment, refusing none', async () => {
      const note = await create(agency, { visibility: 3 });
      const answers = await Promise.all([caregiver, agency, agent, admin, caregiver, agency].map((client) => client.post(`/api/notes/${note.id}/log`)));
      expect(answers.map((answer) => [answer.status, answer.body.version])).toEqual(Array.from({ length: 6 }, () => [200, 0]));
      expect(await streamEventTypes(stack, `noteview-${note.id}`)).toHaveLength(6);
    });

    it('still checks that the note exists and that the viewer may read it, and stores nothing when not', async () => {
      expect((await refusedWithoutEvents(stack, () => agency.post(`/api/hub/notes/${randomUUID()}/log`))).status).toBe(404);
      const careTeamNote = await create();
      expect((await refusedWithoutEvents(stack, () => partner.post(`/api/notes/${careTeamNote.id}/log`))).status).toBe(403);
      expect(await streamEventTypes(stack, `noteview-${careTeamNote.id}`)).toEqual([]);
    });

    it('keeps reading the views a note stream holds from before its view log', async () => {
      const note = await create(agency, { visibility: 3 });
      // As a store written before the view logs holds them: in the note's own stream, where each moved its version.
      const metadata = { actorId: CAREGIVER_ID, actorRole: Role.CAREGIVER, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
      await (await openEventStore(stack.careledger.db)).append(`note-${note.id}`, [{ type: 'NoteViewed', data: { noteId: note.id, viewerId: CAREGIVER_ID }, metadata }], 0);
      const viewed = accepted(await agency.post(`/api/notes/${note.id}/log`));
      expect(viewed.version).toBe(1);
      const views = (await agency.get(`/api/notes/${note.id}/view/log?sort=viewedAt:asc`, readAfter(viewed.globalPosition))).body;
      expect(views.data.map((entry: ViewLogEntry) => [entry.version, entry.viewer.id])).toEqual([[1, CAREGIVER_ID], [0, AGENCY_USER_ID]]);
      expect((await agency.get(`/api/notes/${note.id}`)).body.version).toBe(1);
      accepted(await agency.post(`/api/notes/${note.id}/privacy`, { expectedVersion: 1, visibility: 4 }));
      const history = (await admin.get(`/api/notes/${note.id}/history`)).body.data as HistoryEntry[];
      expect(history.map((entry) => [entry.type, entry.streamVersion, entry.streamId])).toEqual([
        ['NoteCreated', 0, undefined],
        ['NoteViewed', 1, undefined],
        ['NoteViewed', 0, `noteview-${note.id}`],
        ['NotePrivacyChanged', 2, undefined],
      ]);
    });
  });

  it('documents the note actions with their own bodies', async () => {
    const document = (await agency.getUndocumented('/api/docs-json')).body;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/notes', '/api/notes/{id}/strike', '/api/notes/{id}/log', '/api/hub/notes', '/api/hub/notes/{id}/insert']));
    expect(document.paths['/api/notes/{id}/insert'].post.requestBody.content['application/json'].schema.required).toEqual(['expectedVersion', 'targetId', 'offset', 'text']);
  });
});

/**
 * The note seeder on its own, after the seeders it builds on (agencies, accounts, caregivers, patients, hubs and clusters), so this
 * check does not depend on the areas seeded after it.
 */
describe.each(testDatabases())('note demo data on $name', (database) => {
  let careledger: RunningCareledger;
  let dispose = async () => undefined;
  beforeAll(async () => {
    const fresh = await database.create();
    careledger = await startCareledger({ port: 0, databaseUrl: fresh.url, logger: false, consoleDir: '/nonexistent', seed: async () => undefined });
    dispose = async () => {
      await careledger.close();
      await fresh.dispose();
    };
    const demo = createDemoContext(careledger.app.get(CommandBus, { strict: false }), seededRandom(20_261_122), new Date());
    // Agencies, accounts and caregivers first: a command names only records that exist.
    for (const [, seeder] of foundationSeeders) await seeder(demo);
    for (let index = 0; index < 20; index += 1) await seedDemoPatient(demo);
    await seedHubDemo(demo);
    await seedNoteDemo(demo);
  }, 300_000);
  afterAll(async () => dispose());

  const count = async (type: string, category: 'note' | 'hubnote' | 'noteview' | 'hubnoteview') => {
    const { rows } = await careledger.db.query<{ n: number | string }>('SELECT count(*) AS n FROM events WHERE type = $1 AND stream_id LIKE $2', [type, `${category}-%`]);
    return Number(rows[0]?.n ?? 0);
  };

  it('seeds patient notes with drafts, appended notes, corrections, privacy changes and views', async () => {
    const types = ['NoteCreated', 'NotePublished', 'NoteDraftEdited', 'NoteDraftDiscarded', 'NoteAppended', 'NoteTextInserted', 'NoteTextStruck', 'NotePrivacyChanged', 'NoteViewed'];
    const seeded = Object.fromEntries(await Promise.all(types.map(async (type) => [type, await count(type, type === 'NoteViewed' ? 'noteview' : 'note')] as const)));
    expect(seeded.NoteCreated).toBe(80);
    expect(seeded.NotePublished).toBeGreaterThanOrEqual(2);
    expect(seeded.NoteDraftEdited).toBeGreaterThanOrEqual(2);
    expect(seeded.NoteDraftDiscarded).toBeGreaterThanOrEqual(2);
    expect(seeded.NoteAppended).toBeGreaterThanOrEqual(12);
    expect(seeded.NoteTextStruck).toBeGreaterThanOrEqual(8);
    expect(seeded.NoteTextInserted).toBeGreaterThanOrEqual(10);
    expect(seeded.NotePrivacyChanged).toBeGreaterThanOrEqual(4);
    expect(seeded.NoteViewed).toBeGreaterThanOrEqual(60);
    const { rows } = await careledger.db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM events WHERE type = 'NoteTextStruck' AND stream_id LIKE 'note-%' AND metadata->>'actorId' <> (SELECT data->>'authorId' FROM events c WHERE c.stream_id = events.stream_id AND c.stream_version = 0)",
    );
    // Struck by someone other than the note's author: corrections by an administrator.
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(5);
  });

  it('seeds hub and cluster notes on the hubs and clusters seeded before', async () => {
    expect(await count('NoteCreated', 'hubnote')).toBe(15);
    expect(await count('NoteViewed', 'hubnoteview')).toBeGreaterThan(5);
    expect(await count('NoteViewed', 'hubnote')).toBe(0);
    const { rows } = await careledger.db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM events note WHERE note.type = 'NoteCreated' AND note.stream_id LIKE 'hubnote-%' AND EXISTS (SELECT 1 FROM events subject WHERE subject.stream_id IN ('hub-' || (note.data->'subject'->>'hubId'), 'cluster-' || (note.data->'subject'->>'clusterId')))",
    );
    expect(Number(rows[0]?.n)).toBe(15);
  });
});
