import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import NoteList from './List';
import { AUTHOR_ID, NOTE_ID, PATIENT_ID, note } from './note.fixtures';

const OTHER_AUTHOR = '9c9c9c9c-0000-4000-8000-000000000009';
const page = (data: unknown[]) => ({ data, total: data.length, page: 1, pageSize: 25 });

const routes = () => ({
  // Drafts: none; published: one note.
  'GET /api/notes': (call: { url: string }) => jsonResponse(200, page(call.url.includes('status=draft') ? [] : [note()])),
  [`GET /api/patients/${PATIENT_ID}`]: () => jsonResponse(200, { id: PATIENT_ID, firstName: 'Ada', lastName: 'Moreno', dateOfBirth: null }),
  [`GET /api/notes/${PATIENT_ID}/authors/list`]: () =>
    jsonResponse(200, { data: [{ id: AUTHOR_ID, name: 'Alma Author' }, { id: OTHER_AUTHOR, name: 'Olga Other' }] }),
  'GET /api/note-types': () => jsonResponse(200, { data: [{ id: 1, key: 'VISIT', label: 'Visit note', translationKey: 'noteType.patient.visit' }] }),
});

const listCalls = (calls: { url: string }[]) => calls.map((call) => call.url).filter((url) => url.startsWith('/api/notes?'));

describe('NoteList', () => {
  it("pages a patient's published notes on the server and opens one", async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await renderWithProviders(<NoteList />, { route: `/user/en-us/notes?patientId=${PATIENT_ID}`, path: '/user/:locale/notes' });
    const grid = await screen.findByRole('grid', { name: 'Published' });
    const row = await within(grid).findByText('Slept very well.');
    expect(within(grid).getByText('Visit note')).toBeTruthy();
    expect(listCalls(calls)[0]).toBe(`/api/notes?page=1&pageSize=25&sort=dateOfService%3Adesc&patientId=${PATIENT_ID}`);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Patient' }).value).toBe('Ada Moreno'));
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/notes/${NOTE_ID}`));
  });

  it('switches to the drafts and narrows to one author from the authors list, keeping both in the URL', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await renderWithProviders(<NoteList />, { route: `/user/en-us/notes?patientId=${PATIENT_ID}`, path: '/user/:locale/notes' });
    await screen.findByRole('grid', { name: 'Published' });
    fireEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(await screen.findByText('No notes here')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Author' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Olga Other' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe(`/api/notes?page=1&pageSize=25&sort=dateOfService%3Adesc&status=draft&patientId=${PATIENT_ID}&authorId=${OTHER_AUTHOR}`));
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/notes?patientId=${PATIENT_ID}&drafts=1&authorId=${OTHER_AUTHOR}`);
  });

  it('is an inbox across patients when the link names none: each note with its patient, narrowed to amended ones', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await renderWithProviders(<NoteList />, { route: '/user/en-us/notes', path: '/user/:locale/notes' });
    const grid = await screen.findByRole('grid', { name: 'Published' });
    expect(await within(grid).findByText('Ada Moreno')).toBeTruthy();
    expect(listCalls(calls)[0]).toBe('/api/notes?page=1&pageSize=25&sort=dateOfService%3Adesc');
    // A note is written about one patient: "New note" waits for one to be chosen.
    expect(screen.queryByRole('button', { name: 'New note' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only notes with appended notes' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/notes?page=1&pageSize=25&sort=dateOfService%3Adesc&amended=true'));
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/notes?amended=1');
  });

  it('writes a new draft: says what is missing, then sends it and opens it', async () => {
    const calls = stubApi({ ...routes(), 'POST /api/notes': () => jsonResponse(201, { id: NOTE_ID, version: 0, globalPosition: 77 }) }, vi.stubGlobal);
    await renderWithProviders(<NoteList />, { route: `/user/en-us/notes?patientId=${PATIENT_ID}`, path: '/user/:locale/notes' });
    fireEvent.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(within(dialog).getByText('Choose the type of note.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the text of the note.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Visit note' }));
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Quiet morning.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/notes/${NOTE_ID}`));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ patientId: PATIENT_ID, noteTypeId: 1, body: 'Quiet morning.', visibility: 1, isDraft: true });
  });
});
