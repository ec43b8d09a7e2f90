import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AmbulatoryEdit, AssistanceEdit } from './LevelsEdit';
import { PATIENT_ID, actors, patientOf } from './patient.fixtures';

const accepted = () => jsonResponse(200, { id: PATIENT_ID, version: 7, globalPosition: 5 });
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};
const choose = async (dialog: HTMLElement, field: RegExp, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('mobility and assistance', () => {
  it('sets the areas whose level changed, and keeps the others', async () => {
    const calls = stubApi({ [`POST /api/patients/${PATIENT_ID}/set-assistance-levels`]: accepted }, vi.stubGlobal);
    await renderWithProviders(<AssistanceEdit patient={patientOf({ assistanceLevels: { bathing: 4, eating: 1 } })} actor={actors.agency} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit assistance' }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, /^Bathing/, 'Moderate assistance');
    await choose(dialog, /^Dressing/, 'Supervision or cueing');
    await save(dialog);
    await waitFor(() => expect(calls[0]?.body).toEqual({ expectedVersion: 6, levels: { bathing: 5, dressing: 3 } }));
  });

  it('changes the mobility, and refuses the level already on file', async () => {
    const calls = stubApi({ [`POST /api/patients/${PATIENT_ID}/set-ambulatory-level`]: accepted }, vi.stubGlobal);
    await renderWithProviders(<AmbulatoryEdit patient={patientOf({ ambulatoryLevel: 1 })} actor={actors.admin} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change mobility' }));
    const dialog = await screen.findByRole('dialog');
    await save(dialog);
    expect(within(dialog).getByText('Nothing to save: this is what is already on file.')).toBeTruthy();
    await choose(dialog, /^Mobility/, 'Semi-ambulatory');
    await save(dialog);
    await waitFor(() => expect(calls[0]?.body).toEqual({ expectedVersion: 6, level: 2 }));
  });

  it('leaves both to the agency side: a family member sees neither', async () => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(
      <>
        <AmbulatoryEdit patient={patientOf()} actor={actors.family} />
        <AssistanceEdit patient={patientOf()} actor={actors.family} />
      </>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
