import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, PostPath } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const AGENCY_USER_ID = '00000000-0000-4000-8000-000000000003';
const PARTNER_USER_ID = '00000000-0000-4000-8000-000000000006';
const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';

type Listed = { data: { id: string }[]; total: number; page: number; pageSize: number };
const idsOf = (body: Listed): string[] => body.data.map((note) => note.id).sort();
const sorted = (...ids: string[]): string[] => [...ids].sort();

describe.each(testDatabases())('note queries on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let agency: ApiClient;
  let provider: ApiClient;
  let caregiver: ApiClient;
  let partner: ApiClient;
  let family: ApiClient;
  let patientId: string;
  const notes = {} as Record<'careTeam' | 'agency' | 'partner' | 'anyone' | 'authorOnly' | 'admins' | 'draft' | 'hub' | 'hubDraft' | 'cluster', string>;
  let hubId: string;
  let clusterId: string;
  const appendedNoteId = randomUUID();

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const write = async (client: ApiClient, body: Record<string, unknown>, path: PostPath = '/api/notes') =>
    accepted(await client.post(path, { noteTypeId: 2, dateOfService: '2026-01-10', body: 'Slept well. Ate breakfast.', visibility: 1, isDraft: false, ...body }), 201).id;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 10, minPositionWaitMs: 5_000 });
    [admin, agency, provider, caregiver, partner, family] = await Promise.all([
      stack.as('admin'), stack.as('agency'), stack.as('provider'), stack.as('caregiver'), stack.as('partner'), stack.as('user'),
    ]);
    const patient = accepted(await partner.post('/api/patients', { firstName: 'Rosa', lastName: 'Parks', partnerId: DEMO_PARTNER_ID, agencyId: DEMO_AGENCY_ID }), 201);
    accepted(await agency.post(`/api/patients/${patient.id}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
    patientId = patient.id;
    // A home the demo agency operates (its caregivers read it), in a cluster of its own.
    const hub = { name: 'Leslieville House', address: { street: '12 Pape Avenue', city: 'Toronto', province: 'ON', postalCode: 'M4M 2V5', country: 'CA' }, latitude: 43.6629, longitude: -79.3389, hubLeadName: 'Nora Bell', capacity: 6, productId: 14 };
    hubId = accepted(await admin.post('/api/shared-living-hubs', { ...hub, agencyId: DEMO_AGENCY_ID }), 201).id;
    clusterId = accepted(await admin.post('/api/shared-living-clusters', { name: 'Toronto East', hubIds: [hubId] }), 201).id;
    const on = { patientId };
    notes.careTeam = await write(caregiver, { ...on, visibility: 1 });
    notes.agency = await write(agency, { ...on, visibility: 4, noteTypeId: 3, dateOfService: '2026-01-12' });
    notes.partner = await write(partner, { ...on, visibility: 5, dateOfService: '2026-01-14' });
    notes.anyone = await write(agency, { ...on, visibility: 3, dateOfService: '2026-01-16' });
    notes.authorOnly = await write(caregiver, { ...on, visibility: 2, dateOfService: '2026-01-18' });
    notes.admins = await write(admin, { ...on, visibility: 6, dateOfService: '2026-01-20' });
    notes.draft = await write(caregiver, { ...on, visibility: 1, isDraft: true });
    accepted(await caregiver.post(`/api/notes/${notes.anyone}/append`, { expectedVersion: 0, appendedNoteId, body: 'Called the family.' }));
    accepted(await agency.post(`/api/notes/${notes.anyone}/insert`, { expectedVersion: 1, targetId: notes.anyone, offset: 6, text: 'very ' }));
    accepted(await caregiver.post(`/api/notes/${notes.anyone}/strike`, { expectedVersion: 2, targetId: appendedNoteId, start: 0, end: 7 }));
    accepted(await partner.post(`/api/notes/${notes.anyone}/log`));
    notes.hub = await write(agency, { hubId, visibility: 3 }, '/api/hub/notes');
    notes.hubDraft = await write(agency, { hubId, visibility: 3, isDraft: true }, '/api/hub/notes');
    notes.cluster = await write(partner, { clusterId, visibility: 5 }, '/api/hub/notes');
    accepted(await partner.post(`/api/hub/notes/${notes.cluster}/log`));
  });
  afterAll(async () => stack?.stop());

  it("lists a patient's published notes with their rendered documents, paged and sorted", async () => {
    const first = await admin.get(`/api/notes/${patientId}/0?pageSize=2&sort=dateOfService:asc`, await caughtUp());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(first.body.data.map((note: { id: string }) => note.id)).toEqual([notes.careTeam, notes.agency]);
    expect(first.body.data[0]).toMatchObject({
      kind: 'patient',
      patientId,
      author: { id: CAREGIVER_ID, name: 'Carmen Caregiver' },
      noteTypeId: 2,
      dateOfService: '2026-01-10',
      visibility: 1,
      isDraft: false,
      status: 'published',
      appendedCount: 0,
      version: 0,
      parent: { id: notes.careTeam, readingText: 'Slept well. Ate breakfast.', segments: [{ kind: 'original', by: CAREGIVER_ID }] },
      appended: [],
    });
    const last = await admin.get(`/api/notes/${patientId}/false?page=3&pageSize=2&sort=dateOfService:asc`);
    expect(last.body.data.map((note: { id: string }) => note.id)).toEqual([notes.authorOnly, notes.admins]);
  });

  it('filters by note type, author and date of service', async () => {
    const byType = await admin.get(`/api/notes/${patientId}/0?noteTypeId=3`);
    expect(idsOf(byType.body)).toEqual([notes.agency]);
    const byAuthor = await admin.get(`/api/notes/${patientId}/0?authorId=${PARTNER_USER_ID}`);
    expect(idsOf(byAuthor.body)).toEqual([notes.partner]);
    const byDates = await admin.get(`/api/notes/${patientId}/0?from=2026-01-12&to=2026-01-16`);
    expect(idsOf(byDates.body)).toEqual(sorted(notes.agency, notes.partner, notes.anyone));
  });

  it('shows each role only the notes the policy lets it read', async () => {
    const published = async (client: ApiClient) => idsOf((await client.get(`/api/notes/${patientId}/0`)).body);
    expect(await published(agency)).toEqual(sorted(notes.careTeam, notes.agency, notes.anyone));
    expect(await published(caregiver)).toEqual(sorted(notes.careTeam, notes.anyone, notes.authorOnly));
    expect(await published(partner)).toEqual(sorted(notes.partner, notes.anyone));
    // Drafts are their author's (and the administrators').
    expect(idsOf((await caregiver.get(`/api/notes/${patientId}/1`)).body)).toEqual([notes.draft]);
    expect(idsOf((await admin.get(`/api/notes/${patientId}/true`)).body)).toEqual([notes.draft]);
    expect(idsOf((await agency.get(`/api/notes/${patientId}/1`)).body)).toEqual([]);
    // One note: the same rules, as 403.
    expect((await agency.get(`/api/notes/${notes.careTeam}`)).status).toBe(200);
    expect((await partner.get(`/api/notes/${notes.careTeam}`)).status).toBe(403);
    expect((await caregiver.get(`/api/notes/${notes.agency}`)).status).toBe(403);
    expect((await agency.get(`/api/notes/${notes.draft}`)).status).toBe(403);
    expect((await caregiver.get(`/api/notes/${notes.draft}`)).status).toBe(200);
    expect((await agency.get(`/api/notes/${notes.admins}`)).status).toBe(403);
  });

  describe('the notes inbox, across patients', () => {
    /** Every page of the inbox for `query`, as ids. */
    const inbox = async (client: ApiClient, query = ''): Promise<string[]> => {
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const response = await client.get(`/api/notes?pageSize=100&page=${page}${query}`);
        expect(response.status).toBe(200);
        ids.push(...idsOf(response.body));
        if (page * 100 >= response.body.total) return ids.sort();
      }
    };

    it("lists the same notes as each patient's own list, for every role, and names their patients", async () => {
      await admin.get('/api/notes?pageSize=1', await caughtUp());
      for (const client of [admin, agency, provider, caregiver, partner, family]) {
        const published = await inbox(client, `&patientId=${patientId}`);
        const own = await client.get(`/api/notes/${patientId}/0?pageSize=100`);
        expect(published).toEqual(own.status === 403 ? [] : idsOf(own.body));
        const drafts = await inbox(client, `&status=draft&patientId=${patientId}`);
        const ownDrafts = await client.get(`/api/notes/${patientId}/1?pageSize=100`);
        expect(drafts).toEqual(ownDrafts.status === 403 ? [] : idsOf(ownDrafts.body));
      }
      const first = await agency.get(`/api/notes?patientId=${patientId}&pageSize=1`);
      expect(first.body.data[0]).toMatchObject({ patientId, patientName: 'Rosa Parks' });
    });

    it('reaches beyond one patient, and every note it lists may be read alone', async () => {
      const other = accepted(await agency.post('/api/patients', { firstName: 'Ida', lastName: 'Wells', agencyId: DEMO_AGENCY_ID }), 201).id;
      const elsewhere = await write(agency, { patientId: other, visibility: 4 });
      await admin.get('/api/notes?pageSize=1', await caughtUp());
      const listed = await inbox(agency);
      expect(listed).toEqual(expect.arrayContaining([notes.agency, notes.anyone, elsewhere]));
      expect(listed).not.toContain(notes.partner);
      for (const id of listed.slice(0, 20)) expect((await agency.get(`/api/notes/${id}`)).status).toBe(200);
      expect(await inbox(partner, `&patientId=${other}`)).toEqual([]);
    });

    it('narrows to amended notes, by author and by days of service', async () => {
      expect(await inbox(admin, `&patientId=${patientId}&amended=true`)).toEqual([notes.anyone]);
      expect(await inbox(admin, `&patientId=${patientId}&amended=false`)).not.toContain(notes.anyone);
      expect(await inbox(admin, `&patientId=${patientId}&authorId=${PARTNER_USER_ID}`)).toEqual([notes.partner]);
      expect(await inbox(admin, `&patientId=${patientId}&from=2026-01-12&to=2026-01-16`)).toEqual(sorted(notes.agency, notes.partner, notes.anyone));
    });

    it('answers 400 naming each bad parameter', async () => {
      const response = await admin.get('/api/notes?status=maybe&patientId=7&amended=perhaps&noteTypeId=x&pageSize=500');
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['amended', 'noteTypeId', 'pageSize', 'patientId', 'status']);
    });
  });

  it("agrees with the policy: a note is in one's lists exactly when one may read it alone", async () => {
    for (const client of [admin, agency, provider, caregiver, partner, family]) {
      // A list the role may not use (403) lists nothing.
      const listOf = async (isDraft: string) => {
        const response = await client.get(`/api/notes/${patientId}/${isDraft}`);
        return response.status === 403 ? [] : idsOf(response.body);
      };
      const listed = [...(await listOf('0')), ...(await listOf('1'))];
      for (const id of Object.values(notes).filter((id) => !listed.includes(id))) {
        const status = (await client.get(`/api/notes/${id}`)).status;
        expect([403, 404]).toContain(status);
      }
      for (const id of listed) expect((await client.get(`/api/notes/${id}`)).status).toBe(200);
    }
  });

  it('answers one note with its parent and appended notes rendered with inserts and strikes', async () => {
    const response = await partner.get(`/api/notes/${notes.anyone}`);
    expect(response.status).toBe(200);
    // Created, appended, inserted, struck: the partner's view is in the view log and moved no version.
    expect(response.body).toMatchObject({ id: notes.anyone, visibility: 3, appendedCount: 1, version: 3, author: { id: AGENCY_USER_ID, name: 'Agnes Agency' } });
    expect(response.body.parent.segments).toEqual([
      expect.objectContaining({ kind: 'original', text: 'Slept ', by: AGENCY_USER_ID }),
      expect.objectContaining({ kind: 'inserted', text: 'very ', by: AGENCY_USER_ID }),
      expect.objectContaining({ kind: 'original', text: 'well. Ate breakfast.' }),
    ]);
    expect(response.body.appended).toEqual([
      expect.objectContaining({
        id: appendedNoteId,
        by: CAREGIVER_ID,
        readingText: 'the family.',
        segments: [expect.objectContaining({ kind: 'struck', text: 'Called ', by: CAREGIVER_ID }), expect.objectContaining({ kind: 'original', text: 'the family.' })],
      }),
    ]);
  });

  it('lists the authors of the notes one may read', async () => {
    expect((await agency.get(`/api/notes/${patientId}/authors/list`)).body.data).toEqual([
      { id: AGENCY_USER_ID, name: 'Agnes Agency' },
      { id: CAREGIVER_ID, name: 'Carmen Caregiver' },
    ]);
    expect((await partner.get(`/api/notes/${patientId}/authors/list`)).body.data).toEqual([
      { id: AGENCY_USER_ID, name: 'Agnes Agency' },
      { id: PARTNER_USER_ID, name: 'Paolo Partner' },
    ]);
    expect((await admin.get(`/api/notes/${patientId}/authors/list`)).body.data.map((author: { id: string }) => author.id)).toEqual([ADMIN_ID, AGENCY_USER_ID, CAREGIVER_ID, PARTNER_USER_ID]);
  });

  it('serves the edit log and the view log of a note one may read', async () => {
    const edits = await agency.get(`/api/notes/${notes.anyone}/list/log?sort=at:asc`);
    expect(edits.status).toBe(200);
    expect(edits.body.data.map((entry: { action: string }) => entry.action)).toEqual(['parent_note', 'append_note', 'insert_or_strike_text', 'appended_note']);
    expect(edits.body.data[2]).toMatchObject({ version: 2, actor: { id: AGENCY_USER_ID, name: 'Agnes Agency' }, actorRole: 3, detail: { change: 'inserted', offset: 6, text: 'very ' } });
    const views = await agency.get(`/api/notes/${notes.anyone}/view/log`);
    expect(views.body).toMatchObject({ total: 1, data: [{ version: 0, viewer: { id: PARTNER_USER_ID, name: 'Paolo Partner' }, roleId: 6 }] });
    expect((await partner.get(`/api/notes/${notes.careTeam}/list/log`)).status).toBe(403);
    expect((await partner.get(`/api/notes/${notes.careTeam}/view/log`)).status).toBe(403);
  });

  it("refuses (403) the notes and note authors of a patient, hub or cluster the role may not read, never an empty list", async () => {
    // The provider works for another agency, the family registered another patient.
    for (const client of [provider, family]) {
      expect((await client.get(`/api/notes/${patientId}/0`, await caughtUp())).status).toBe(403);
      expect((await client.get(`/api/notes/${patientId}/1`)).status).toBe(403);
      expect((await client.get(`/api/notes/${patientId}/authors/list`)).status).toBe(403);
    }
    // Families read no home; caregivers and families no cluster (hub and cluster policies).
    expect((await family.get(`/api/hub/notes/${hubId}/0`)).status).toBe(403);
    expect((await family.get(`/api/hub/notes/${hubId}/authors/list`)).status).toBe(403);
    for (const client of [caregiver, family]) {
      expect((await client.get(`/api/shared-living-clusters/${clusterId}/notes/0`)).status).toBe(403);
      expect((await client.get(`/api/shared-living-clusters/${clusterId}/notes/authors/list`)).status).toBe(403);
    }
    expect((await admin.get(`/api/notes/${randomUUID()}/0`)).status).toBe(404);
    expect((await admin.get(`/api/hub/notes/${randomUUID()}/0`)).status).toBe(404);
    expect((await admin.get(`/api/shared-living-clusters/${randomUUID()}/notes/0`)).status).toBe(404);
  });

  it('serves hub and cluster notes by the organisation their author wrote for', async () => {
    const hubList = async (client: ApiClient, isDraft = '0') => idsOf((await client.get(`/api/hub/notes/${hubId}/${isDraft}`)).body);
    expect(await hubList(agency)).toEqual([notes.hub]);
    expect(await hubList(caregiver)).toEqual([notes.hub]);
    expect(await hubList(partner)).toEqual([]);
    expect(await hubList(agency, '1')).toEqual([notes.hubDraft]);
    const clusterList = async (client: ApiClient) => idsOf((await client.get(`/api/shared-living-clusters/${clusterId}/notes/0`)).body);
    expect(await clusterList(partner)).toEqual([notes.cluster]);
    expect(await clusterList(agency)).toEqual([]);
    expect((await caregiver.get(`/api/hub/notes/${hubId}/authors/list`)).body.data).toEqual([{ id: AGENCY_USER_ID, name: 'Agnes Agency' }]);
    expect((await partner.get(`/api/shared-living-clusters/${clusterId}/notes/authors/list`)).body.data).toEqual([{ id: PARTNER_USER_ID, name: 'Paolo Partner' }]);
    const one = await partner.get(`/api/hub/notes/${notes.cluster}`);
    expect(one.body).toMatchObject({ id: notes.cluster, kind: 'cluster', clusterId, hubId: null, parent: { readingText: 'Slept well. Ate breakfast.' } });
    expect((await agency.get(`/api/hub/notes/${notes.cluster}`)).status).toBe(403);
    expect((await partner.get(`/api/hub/notes/${notes.cluster}/list/log`)).body.data.map((entry: { action: string }) => entry.action)).toEqual(['parent_note']);
    expect((await partner.get(`/api/hub/notes/${notes.cluster}/view/log`)).body.data).toEqual([expect.objectContaining({ viewer: { id: PARTNER_USER_ID, name: 'Paolo Partner' } })]);
    // A hub note is not a patient note, nor the other way round.
    expect((await admin.get(`/api/notes/${notes.hub}`)).status).toBe(404);
    expect((await admin.get(`/api/hub/notes/${notes.careTeam}`)).status).toBe(404);
  });

  it('refuses bad parameters by name and answers 404 for an unknown note', async () => {
    const bad = await admin.get(`/api/notes/${patientId}/maybe?noteTypeId=x&authorId=nope&from=2026-13-01&pageSize=500&sort=body`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['authorId', 'from', 'isDraft', 'noteTypeId', 'pageSize', 'sort']);
    const backwards = await admin.get(`/api/notes/${patientId}/0?from=2026-02-01&to=2026-01-01`);
    expect([backwards.status, backwards.body.errors]).toEqual([400, [{ path: 'to', message: 'must not be before from' }]]);
    const badPatient = await admin.get('/api/notes/nope/0');
    expect([badPatient.status, badPatient.body.errors]).toEqual([400, [{ path: 'patientId', message: 'must be a UUID' }]]);
    expect((await admin.get('/api/notes/nope')).status).toBe(400);
    expect((await admin.get(`/api/notes/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get(`/api/notes/${randomUUID()}/list/log`)).status).toBe(404);
    expect((await admin.get(`/api/hub/notes/${randomUUID()}/view/log`)).status).toBe(404);
    expect((await admin.get('/api/shared-living-clusters/nope/notes/authors/list')).status).toBe(400);
    expect((await stack.client().get(`/api/notes/${patientId}/0`)).status).toBe(401);
  });
});
