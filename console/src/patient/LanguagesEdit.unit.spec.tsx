import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { LanguagesEdit } from './LanguagesEdit';
import { PATIENT_ID, actors, patientOf } from './patient.fixtures';

const LANGUAGES = { data: [{ id: 1, code: 'en', label: 'English' }, { id: 2, code: 'fr', label: 'French' }, { id: 3, code: 'es', label: 'Spanish' }] };
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};

describe('patient languages', () => {
  it('says so when nothing changed, then adds a language after the preferred one', async () => {
    const calls = stubApi(
      { 'GET /api/languages': () => jsonResponse(200, LANGUAGES), [`POST /api/patients/${PATIENT_ID}/set-languages`]: () => jsonResponse(200, { id: PATIENT_ID, version: 7, globalPosition: 5 }) },
      vi.stubGlobal,
    );
    await renderWithProviders(<LanguagesEdit patient={patientOf({ languageIds: [3] })} actor={actors.family} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit languages' }));
    const dialog = await screen.findByRole('dialog');
    await save(dialog);
    expect(within(dialog).getByText('Nothing to save: this is what is already on file.')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Languages' }));
    fireEvent.click(await screen.findByRole('option', { name: 'French (fr)' }));
    await save(dialog);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 6, languageIds: [3, 2] }));
  });

  it('names the languages in Spanish under es-ES', async () => {
    stubApi({ 'GET /api/languages': () => jsonResponse(200, LANGUAGES) }, vi.stubGlobal);
    await renderWithProviders(<LanguagesEdit patient={patientOf()} actor={actors.agency} />, { locale: 'es-ES' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar idiomas' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Idiomas' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Inglés (en)', 'Francés (fr)', 'Español (es)']);
  });
});
