import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Note } from '../api';
import { NOTE_ID, note } from '../note/note.fixtures';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { CLUSTER_ID, HUB_ID, cluster, hub } from './hub.fixtures';
import HubNoteShow from './NoteShow';

const hubNote = (overrides: Partial<Note> = {}) => note({ kind: 'hub', patientId: null, hubId: HUB_ID, visibility: 4, ...overrides });

const routes = (shown: Note) => ({
  [`GET /api/hub/notes/${NOTE_ID}`]: () => jsonResponse(200, shown),
  [`POST /api/hub/notes/${NOTE_ID}/log`]: () => jsonResponse(200, { id: NOTE_ID, version: shown.version + 1, globalPosition: 12 }),
  [`GET /api/hub/notes/${NOTE_ID}/list/log`]: () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 100 }),
  [`GET /api/shared-living-hubs/${HUB_ID}`]: () => jsonResponse(200, hub()),
  [`GET /api/shared-living-clusters/${CLUSTER_ID}`]: () => jsonResponse(200, cluster()),
  'GET /api/hub/note-types': () => jsonResponse(200, { data: [{ id: 1, key: 'HOUSE_MEETING', label: 'House meeting', translationKey: 'noteType.hub.house_meeting' }] }),
  'GET /api/hub/note-templates': () => jsonResponse(200, { data: [] }),
});

const show = () =>
  renderWithProviders(<HubNoteShow />, { route: `/user/en-us/hubs/${HUB_ID}/notes/${NOTE_ID}`, path: '/user/:locale/hubs/:hubId/notes/:id', auth: session(Role.ADMIN) });

const posts = (calls: { method: string; url: string }[]) => calls.filter((call) => call.method === 'POST').map((call) => call.url);

// The note editor, tabs and dialogs under jsdom: seconds each on a machine shared with other runs.
describe('HubNoteShow', () => {
  it('publishes a draft through the hub notes, with the version on screen', async () => {
    let published = false;
    const calls = stubApi(
      {
        ...routes(hubNote({ status: 'draft', isDraft: true, publishedAt: null, appended: [], appendedCount: 0, version: 1 })),
        [`GET /api/hub/notes/${NOTE_ID}`]: () => jsonResponse(200, published ? hubNote({ version: 3 }) : hubNote({ status: 'draft', isDraft: true, publishedAt: null, appended: [], appendedCount: 0, version: 2 })),
        [`POST /api/hub/notes/${NOTE_ID}/publish`]: () => {
          published = true;
          return jsonResponse(200, { id: NOTE_ID, version: 3, globalPosition: 30 });
        },
      },
      vi.stubGlobal,
    );
    await show();
    expect(await screen.findByRole('link', { name: 'Quayside House' })).toBeTruthy();
    expect(screen.getByTestId('note-visibility').textContent).toBe("The author's agency staff");
    // The view is logged once, then the draft shows at the version it moved to.
    await waitFor(() => expect(posts(calls)).toEqual([`/api/hub/notes/${NOTE_ID}/log`]));
    await screen.findByText('Version 2');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByTestId('note-status').textContent).toBe('Published'));
    expect(calls.find((call) => call.url === `/api/hub/notes/${NOTE_ID}/publish`)?.body).toEqual({ expectedVersion: 2 });
    expect(await screen.findByRole('button', { name: 'Strike' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('strikes text of a published cluster note, says so when someone else changed it first, and leads back to the cluster', async () => {
    const calls = stubApi(
      {
        ...routes(hubNote({ hubId: null, clusterId: CLUSTER_ID })),
        [`POST /api/hub/notes/${NOTE_ID}/strike`]: () => jsonResponse(409, { message: 'Version conflict', expectedVersion: 5, actualVersion: 7 }),
      },
      vi.stubGlobal,
    );
    await show();
    expect(await screen.findByText('East end')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the hub' }).getAttribute('href')).toBe(`/user/en-us/hubs/${HUB_ID}?notesAbout=${CLUSTER_ID}`);

    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Strike' }));
    expect(await screen.findByText(/Someone else changed this note while you were looking at it \(your copy was version 5, it is now version 7\)/)).toBeTruthy();
    expect(calls.find((call) => call.url === `/api/hub/notes/${NOTE_ID}/strike`)?.body).toEqual({ expectedVersion: 5, targetId: NOTE_ID, start: 0, end: 5 });
    // A conflict is no failure to report to support.
    expect(screen.queryByText(/Request failed with status code 409/)).toBeNull();
  });
});
