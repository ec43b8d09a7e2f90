import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor, type RoleId } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { AuthDetails, Note } from '../api';
import { AUTHOR_ID, NOTE_ID, note } from '../note/note.fixtures';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import { CLUSTER_ID, HUB_ID, cluster, page } from './hub.fixtures';
import { HubNotes } from './Notes';

const OTHER_AUTHOR = '9c9c9c9c-0000-4000-8000-000000000009';
const hubNote = (overrides: Partial<Note> = {}) => note({ kind: 'hub', patientId: null, hubId: HUB_ID, appended: [], appendedCount: 0, ...overrides });
const clusterNote = () => hubNote({ id: '3f0c2a1b-0000-4000-8000-0000000000c1', hubId: null, clusterId: CLUSTER_ID, parent: { ...hubNote().parent, readingText: 'Shared van booked for the east end.' } });

const types = { data: [{ id: 1, key: 'HOUSE_MEETING', label: 'House meeting', translationKey: 'noteType.hub.house_meeting' }, { id: 2, key: 'MAINTENANCE', label: 'Maintenance', translationKey: 'noteType.hub.maintenance' }] };
const templates = { data: [{ id: 2, noteTypeId: 2, title: 'Maintenance request', body: 'Area of the home:\nProblem:', translationKey: 'noteTemplate.hub.2' }] };

const routes = () => ({
  [`GET /api/hub/notes/${HUB_ID}/0`]: () => jsonResponse(200, page([hubNote()])),
  [`GET /api/hub/notes/${HUB_ID}/1`]: () => jsonResponse(200, page([])),
  [`GET /api/hub/notes/${HUB_ID}/authors/list`]: () => jsonResponse(200, { data: [{ id: AUTHOR_ID, name: 'Alma Author' }, { id: OTHER_AUTHOR, name: 'Olga Other' }] }),
  [`GET /api/shared-living-clusters/${CLUSTER_ID}/notes/0`]: () => jsonResponse(200, page([clusterNote()])),
  [`GET /api/shared-living-clusters/${CLUSTER_ID}/notes/authors/list`]: () => jsonResponse(200, { data: [{ id: AUTHOR_ID, name: 'Alma Author' }] }),
  'GET /api/hub/note-types': () => jsonResponse(200, types),
  'GET /api/hub/note-templates': () => jsonResponse(200, templates),
});

const withPartner = (roleId: RoleId, agencyId: string | null, partnerId: string | null): AuthDetails => {
  const details = session(roleId, agencyId);
  return { ...details, user: { ...details.user, partnerId } };
};

const actorOf = ({ user }: AuthDetails): Actor => ({ id: user.id, roleId: user.roleId, agencyId: user.agencyId, partnerId: user.partnerId ?? null });

const renderNotes = (auth: AuthDetails = session(Role.ADMIN), clusters = [cluster()], route = `/user/en-us/hubs/${HUB_ID}`) =>
  renderWithProviders(<HubNotes hubId={HUB_ID} clusters={clusters} actor={actorOf(auth)} />, { route, path: '/user/:locale/hubs/:id', auth });

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && /\/notes\/(?:[^/]+\/)?[01](\?|$)/.test(call.url)).map((call) => call.url);

// Selects, dialogs and lists under jsdom: seconds each on a machine shared with other runs.
describe('HubNotes', () => {
  it("lists the hub's published notes in the hub's words, then its drafts and one author's, then a cluster's", async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await renderNotes();

    const published = await screen.findByRole('list', { name: 'Published' });
    const item = within(published).getByTestId('hub-note');
    expect(within(item).getByText('Slept very well.')).toBeTruthy();
    expect(await within(item).findByText('House meeting · Mar 2, 2026')).toBeTruthy();
    expect(within(item).getByText("Alma Author · Everyone at the author's agency or partner, caregivers included")).toBeTruthy();
    expect(item.getAttribute('href')).toBe(`/user/en-us/hubs/${HUB_ID}/notes/${NOTE_ID}`);
    expect(listCalls(calls)[0]).toBe(`/api/hub/notes/${HUB_ID}/0?page=1&pageSize=10&sort=dateOfService%3Adesc`);

    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    expect(await screen.findByText('No notes here')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Author' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Olga Other' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe(`/api/hub/notes/${HUB_ID}/1?page=1&pageSize=10&sort=dateOfService%3Adesc&authorId=${OTHER_AUTHOR}`));

    fireEvent.click(screen.getByRole('tab', { name: 'Cluster: East end' }));
    expect(await screen.findByText('Shared van booked for the east end.')).toBeTruthy();
    // Another subject starts afresh: published notes, every author.
    expect(listCalls(calls).at(-1)).toBe(`/api/shared-living-clusters/${CLUSTER_ID}/notes/0?page=1&pageSize=10&sort=dateOfService%3Adesc`);
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/hubs/${HUB_ID}?notesAbout=${CLUSTER_ID}`);
  });

  it('opens on the cluster the link names', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await renderNotes(session(Role.ADMIN), [cluster()], `/user/en-us/hubs/${HUB_ID}?notesAbout=${CLUSTER_ID}`);
    expect(await screen.findByText('Shared van booked for the east end.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cluster: East end' }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls(calls).every((url) => url.startsWith('/api/shared-living-clusters/'))).toBe(true);
  });

  it('writes a draft about the hub from a template, as the domain allows the author, and opens it', async () => {
    const created = '3f0c2a1b-0000-4000-8000-0000000000ff';
    const calls = stubApi({ ...routes(), 'POST /api/hub/notes': () => jsonResponse(201, { id: created, version: 0, globalPosition: 40 }) }, vi.stubGlobal);
    await renderNotes(withPartner(Role.PARTNER, null, 'partner-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog');

    // A partner writes only into the circles it belongs to.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Visible to/ }));
    const circles = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(circles).toEqual(['Author only', "Everyone at the author's agency or partner, caregivers included", "The author's partner staff", 'Administrators']);
    fireEvent.click(screen.getByRole('option', { name: "The author's partner staff" }));

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Maintenance request' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Type/ }).textContent).toBe('Maintenance'));
    const text = within(dialog).getByLabelText<HTMLTextAreaElement>(/^Text/);
    expect(text.value).toBe('Area of the home:\nProblem:');
    fireEvent.change(text, { target: { value: 'Area of the home: kitchen\nProblem: leaking tap' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/hubs/${HUB_ID}/notes/${created}`));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ hubId: HUB_ID, noteTypeId: 2, noteTemplateId: 2, body: 'Area of the home: kitchen\nProblem: leaking tap', visibility: 5, isDraft: true });
    expect(post?.body).not.toHaveProperty('clusterId');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it("sends a cluster's note about the cluster", async () => {
    const calls = stubApi({ ...routes(), 'POST /api/hub/notes': () => jsonResponse(201, { id: NOTE_ID, version: 0, globalPosition: 41 }) }, vi.stubGlobal);
    await renderNotes(session(Role.ADMIN), [cluster()], `/user/en-us/hubs/${HUB_ID}?notesAbout=${CLUSTER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'House meeting' }));
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Rota agreed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ clusterId: CLUSTER_ID, noteTypeId: 1, body: 'Rota agreed.', isDraft: true });
    expect(post?.body).not.toHaveProperty('hubId');
    expect(post?.body).not.toHaveProperty('noteTemplateId');
  });

  it('lets a caregiver read, not write, and shows no cluster tabs it could not open', async () => {
    stubApi(routes(), vi.stubGlobal);
    await renderNotes(session(Role.CAREGIVER, 'agency-1'), []);
    expect(await screen.findByText('Slept very well.')).toBeTruthy();
    expect(screen.getByText('You read the notes here; the staff of agencies and partners write them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New note' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
