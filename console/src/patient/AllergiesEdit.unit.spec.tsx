import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AddAllergy, AllergyActions } from './AllergiesEdit';
import { PATIENT_ID, actors, patientOf } from './patient.fixtures';

const accepted = () => jsonResponse(200, { id: PATIENT_ID, version: 7, globalPosition: 12 });
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};

describe('patient allergies', () => {
  it('asks for the allergen and its severity before recording one', async () => {
    const calls = stubApi({ [`POST /api/patients/${PATIENT_ID}/add-allergy`]: accepted }, vi.stubGlobal);
    await renderWithProviders(<AddAllergy patient={patientOf()} actor={actors.agency} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add allergy' }));
    const dialog = await screen.findByRole('dialog');
    await save(dialog);
    expect(within(dialog).getByText('Must not be empty.')).toBeTruthy();
    expect(within(dialog).getByText('Choose how severe the reaction is.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Allergen/), { target: { value: 'Latex' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Severity/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Moderate' }));
    await save(dialog);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 6, allergyId: expect.stringMatching(/^[0-9a-f-]{36}$/), allergen: 'Latex', reaction: null, severity: 2 });
  });

  it('changes only the fields edited', async () => {
    const calls = stubApi({ [`POST /api/patients/${PATIENT_ID}/update-allergy`]: accepted }, vi.stubGlobal);
    const patient = patientOf();
    await renderWithProviders(<AllergyActions patient={patient} actor={actors.family} allergy={patient.allergies[0]!} />);
    expect(screen.getByRole('button', { name: 'Remove allergy Penicillin' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit allergy Penicillin' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reaction/), { target: { value: '' } });
    await save(dialog);
    await waitFor(() => expect(calls[0]?.body).toEqual({ expectedVersion: 6, allergyId: patient.allergies[0]?.allergyId, reaction: null }));
  });
});
