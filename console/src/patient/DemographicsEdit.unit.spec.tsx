import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { DemographicsEdit } from './DemographicsEdit';
import { PATIENT_ID, actors, patientOf } from './patient.fixtures';

const UPDATE = `POST /api/patients/${PATIENT_ID}/update-demographics`;

const openForm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
  return screen.findByRole('dialog');
};
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};

describe('patient details', () => {
  it('sends the changed fields only, the address whole, and the version on screen', async () => {
    const calls = stubApi({ [UPDATE]: () => jsonResponse(200, { id: PATIENT_ID, version: 7, globalPosition: 12 }) }, vi.stubGlobal);
    await renderWithProviders(<DemographicsEdit patient={patientOf()} actor={actors.agency} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '+1 902 555 0100' } });
    fireEvent.change(within(dialog).getByLabelText(/^City/), { target: { value: 'Dartmouth' } });
    await save(dialog);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      expectedVersion: 6,
      phone: '+1 902 555 0100',
      address: { street: '1 Main St', city: 'Dartmouth', province: 'NS', postalCode: 'B3H 1A1', country: 'CA' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses what the domain refuses, at the field, and sends nothing', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<DemographicsEdit patient={patientOf()} actor={actors.family} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Country/), { target: { value: 'Canada' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date of birth/), { target: { value: '2999-01-01' } });
    await save(dialog);
    expect(within(dialog).getByText('Must not be empty.')).toBeTruthy();
    expect(within(dialog).getByText('Two capital letters, such as CA.')).toBeTruthy();
    expect(within(dialog).getByText('The date of birth cannot be in the future.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('clears the address when every part of it is emptied', async () => {
    const calls = stubApi({ [UPDATE]: () => jsonResponse(200, { id: PATIENT_ID, version: 7, globalPosition: 12 }) }, vi.stubGlobal);
    await renderWithProviders(<DemographicsEdit patient={patientOf()} actor={actors.admin} />);
    const dialog = await openForm();
    for (const label of [/^Street/, /^City/, /^Province/, /^Postal code/, /^Country/]) fireEvent.change(within(dialog).getByLabelText(label), { target: { value: '' } });
    await save(dialog);
    await waitFor(() => expect(calls[0]?.body).toEqual({ expectedVersion: 6, address: null }));
  });

  it('is not offered to a caregiver or a partner', async () => {
    stubApi({}, vi.stubGlobal);
    for (const actor of [actors.caregiver, actors.partner]) {
      const view = await renderWithProviders(<DemographicsEdit patient={patientOf()} actor={actor} />);
      expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
      view.unmount();
    }
  });
});
