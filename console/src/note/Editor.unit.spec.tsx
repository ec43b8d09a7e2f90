import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor, type RoleId } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { PublishedEditor } from './Editor';
import { namesFrom } from './people';
import { ADMIN_ID, AUTHOR_ID, INSERTED_AT, NOTE_ID, STRUCK_AT, note } from './note.fixtures';

const names = namesFrom([
  { id: ADMIN_ID, name: 'Sam Someone' },
  { id: AUTHOR_ID, name: 'Alma Author' },
]);
const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const admin: Actor = { id: ADMIN_ID, roleId: Role.ADMIN, agencyId: null };
const caregiver: Actor = { id: 'someone-else', roleId: Role.CAREGIVER, agencyId: 'agency-1' };

const renderEditor = (actor: Actor = admin) => renderWithProviders(<PublishedEditor note={note()} actor={actor} names={names} />);

/** Selects characters `from`..`to` of one segment's text node, as a reader dragging over it would, and lets the editor hear it. */
const select = (segmentText: string, from: number, to: number) => {
  const segment = screen.getByText(segmentText, { selector: '[data-offset]' });
  const textNode = segment.firstChild as Text;
  const range = document.createRange();
  range.setStart(textNode, from);
  range.setEnd(textNode, to);
  const selection = window.getSelection() as Selection;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
};

describe('the note text', () => {
  it('strikes through struck text and marks inserted text, each saying who and when on hover', async () => {
    await renderEditor();
    const inserted = screen.getByText('very', { selector: 'ins', exact: false });
    expect(inserted.getAttribute('title')).toBe(`Inserted by Sam Someone on ${when(INSERTED_AT)}`);
    const struck = screen.getByText('Ate breakfast.', { selector: 'del' });
    expect(struck.getAttribute('title')).toBe(`Struck by Sam Someone on ${when(STRUCK_AT)} (written by Alma Author)`);
    // The appended note sits under its parent with its author.
    const appended = screen.getByRole('region', { name: 'Appended note 1' });
    expect(within(appended).getByText(`Appended note 1, by Alma Author on ${when(INSERTED_AT)}`)).toBeTruthy();
    expect(within(appended).getByText('Called the family.')).toBeTruthy();
  });
});

describe('correcting a published note', () => {
  it('strikes the selected word with its offsets in the whole text, struck and inserted text counted', async () => {
    const calls = stubApi({ [`POST /api/notes/${NOTE_ID}/strike`]: () => jsonResponse(200, { id: NOTE_ID, version: 6, globalPosition: 90 }) }, vi.stubGlobal);
    await renderEditor();
    select('well.', 0, 4);
    expect(screen.getByTestId('strike-preview').textContent).toBe('To strike: “well”');
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('11');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('15');

    fireEvent.click(screen.getByRole('button', { name: 'Strike' }));
    await screen.findByText('The text is struck.');
    expect(calls.map((call) => [call.method, call.url.split('?')[0], call.body])).toEqual([
      ['POST', `/api/notes/${NOTE_ID}/strike`, { expectedVersion: 5, targetId: NOTE_ID, start: 11, end: 15 }],
    ]);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('inserts typed text at the caret', async () => {
    const calls = stubApi({ [`POST /api/notes/${NOTE_ID}/insert`]: () => jsonResponse(200, { id: NOTE_ID, version: 6, globalPosition: 91 }) }, vi.stubGlobal);
    await renderEditor();
    select('Slept', 5, 5);
    expect(screen.getByLabelText<HTMLInputElement>('At position').value).toBe('5');
    fireEvent.change(screen.getByLabelText('Text to insert'), { target: { value: ' soundly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await screen.findByText('The text is inserted.');
    expect(calls.map((call) => call.body)).toEqual([{ expectedVersion: 5, targetId: NOTE_ID, offset: 5, text: ' soundly' }]);
    expect(screen.getByLabelText<HTMLInputElement>('Text to insert').value).toBe('');
  });

  it('says what is wrong before sending a range outside the text, and shows the server’s refusal', async () => {
    const calls = stubApi(
      { [`POST /api/notes/${NOTE_ID}/strike`]: () => jsonResponse(422, { code: 'text_already_struck', message: 'The text from 17 to 20 is already struck.' }) },
      vi.stubGlobal,
    );
    await renderEditor();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Strike' }));
    expect(screen.getByText('Choose a range within the text: From before To, both between 0 and 31.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    select('Ate breakfast.', 0, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Strike' }));
    expect(await screen.findByText('The text from 17 to 20 is already struck.')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ expectedVersion: 5, targetId: NOTE_ID, start: 17, end: 20 }]);
  });

  it('offers no correction to someone who wrote no part of the note', async () => {
    await renderEditor(caregiver);
    expect(screen.queryByRole('button', { name: 'Strike' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert' })).toBeNull();
    expect(screen.getByTestId('note-read-only').textContent).toBe(
      'Published notes are amended, not edited: only the author of a part, or an administrator, strikes or inserts text in it. To add to it, append a note.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the note screen', () => {
  const routes = (shown: ReturnType<typeof note>) => ({
    [`GET /api/notes/${NOTE_ID}`]: () => jsonResponse(200, shown),
    [`POST /api/notes/${NOTE_ID}/log`]: () => jsonResponse(200, { id: NOTE_ID, version: shown.version, globalPosition: 12 }),
    [`GET /api/notes/${NOTE_ID}/list/log`]: () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 100 }),
    'GET /api/note-types': () => jsonResponse(200, { data: [{ id: 1, key: 'VISIT', label: 'Visit note', translationKey: 'noteType.patient.visit' }] }),
  });
  const show = async (roleId: RoleId = Role.ADMIN) => {
    const { default: NoteShow } = await import('./Show');
    return renderWithProviders(<NoteShow />, { route: `/user/en-us/notes/${NOTE_ID}`, path: '/user/:locale/notes/:id', auth: session(roleId) });
  };
  const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

  it('offers a draft’s author to save, publish or discard it, and no insert or strike', async () => {
    const calls = stubApi(routes(note({ status: 'draft', isDraft: true, publishedAt: null, appended: [], appendedCount: 0 })), vi.stubGlobal);
    await show();
    expect(await screen.findByLabelText('Text')).toBeTruthy();
    expect(buttons()).toEqual(expect.arrayContaining(['Save draft', 'Publish', 'Discard draft']));
    expect(buttons()).not.toContain('Strike');
    expect(buttons()).not.toContain('Insert');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/notes/${NOTE_ID}/log`]));
  });

  it('shows another author’s draft read-only and says why, with no editor', async () => {
    stubApi(routes(note({ status: 'draft', isDraft: true, publishedAt: null, appended: [], appendedCount: 0 })), vi.stubGlobal);
    await show(Role.AGENCY);
    expect((await screen.findByTestId('note-read-only')).textContent).toBe('Only its author can edit this draft.');
    expect(screen.getByLabelText('Parent note', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(buttons()).not.toContain('Save draft');
  });

  it('opens the append editor only when asked, and closes it on cancel', async () => {
    stubApi(routes(note()), vi.stubGlobal);
    await show(Role.CAREGIVER);
    fireEvent.click(await screen.findByRole('button', { name: 'Append a note' }));
    expect(screen.getByRole('textbox', { name: 'Appended note' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Appended note' })).toBeNull();
  });

  it('offers a published note strike, insert and append, never a rewrite, and records one view', async () => {
    const calls = stubApi(routes(note()), vi.stubGlobal);
    await show();
    await screen.findByRole('button', { name: 'Strike' });
    expect(buttons()).toEqual(expect.arrayContaining(['Strike', 'Insert', 'Append a note']));
    expect(buttons()).not.toContain('Publish');
    expect(buttons()).not.toContain('Save draft');
    expect(await screen.findByText('Visit note')).toBeTruthy();
    expect(screen.getByTestId('note-visibility').textContent).toBe('Anyone with access to the patient');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('reads the note once: its view goes to the view log, which alone is read again', async () => {
    const viewed = (viewedAt: string, roleId: number) => ({ version: 1, viewer: { id: ADMIN_ID, name: 'Sam Someone' }, roleId, viewedAt });
    // Both at version 1: the first counted in the note's stream before it had a view log, the second in the log.
    const views = [viewed('2026-03-04T10:00:00.000Z', Role.ADMIN), viewed('2026-03-03T09:00:00.000Z', Role.AGENCY)];
    const calls = stubApi(
      { ...routes(note()), [`GET /api/notes/${NOTE_ID}/view/log`]: () => jsonResponse(200, { data: views, total: 2, page: 1, pageSize: 10 }) },
      vi.stubGlobal,
    );
    const errors = vi.spyOn(console, 'error');
    await show();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/notes/${NOTE_ID}/log`]));
    fireEvent.click(screen.getByRole('tab', { name: 'View log' }));
    const table = await screen.findByRole('table', { name: 'View log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const urls = calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);
    expect(urls.filter((url) => url === `GET /api/notes/${NOTE_ID}`)).toHaveLength(1);
    expect(urls.lastIndexOf(`GET /api/notes/${NOTE_ID}/view/log`)).toBeGreaterThan(urls.indexOf(`POST /api/notes/${NOTE_ID}/log`));
    expect(errors.mock.calls.flat().join(' ')).not.toContain('same key');
  });
});
