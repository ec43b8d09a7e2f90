import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { NewPatientButton } from './Create';
import { PATIENT_ID, actors } from './patient.fixtures';

const register = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
  });
};

describe('registering a patient', () => {
  it('is offered to those the policy lets register one, never to a caregiver', async () => {
    stubApi({}, vi.stubGlobal);
    for (const actor of [actors.agency, actors.family, actors.admin]) {
      const view = await renderWithProviders(<NewPatientButton actor={actor} onCreated={() => undefined} />);
      expect(screen.getByRole('button', { name: 'New patient' })).toBeTruthy();
      view.unmount();
    }
    await renderWithProviders(<NewPatientButton actor={actors.caregiver} onCreated={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'New patient' })).toBeNull();
  });

  it('asks for both names, shows the server’s field error at its field, then lands on the new patient', async () => {
    let answer = jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'dateOfBirth', message: 'must be a calendar date' }] });
    const calls = stubApi({ 'POST /api/patients': () => answer }, vi.stubGlobal);
    const onCreated = vi.fn();
    await renderWithProviders(<NewPatientButton actor={actors.agency} onCreated={onCreated} />);
    fireEvent.click(screen.getByRole('button', { name: 'New patient' }));
    const dialog = await screen.findByRole('dialog');
    await register(dialog);
    expect(within(dialog).getAllByText('Must not be empty.')).toHaveLength(2);
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Rosa' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: ' Moreno ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date of birth/), { target: { value: '1948-04-12' } });
    await register(dialog);
    await waitFor(() => expect(within(dialog).getByText('must be a calendar date')).toBeTruthy());
    expect(calls[0]?.body).toEqual({ firstName: 'Rosa', lastName: 'Moreno', dateOfBirth: '1948-04-12' });

    answer = jsonResponse(201, { id: PATIENT_ID, version: 1, globalPosition: 77 });
    await register(dialog);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(PATIENT_ID));
    // The same intent keeps its idempotency key: a retry cannot register the patient twice.
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
  });
});
