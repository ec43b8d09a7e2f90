import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AddContact, ContactActions } from './ContactsEdit';
import { PATIENT_ID, actors, contact, patientOf } from './patient.fixtures';

const ADD = `POST /api/patients/${PATIENT_ID}/add-contact`;
const UPDATE = `POST /api/patients/${PATIENT_ID}/update-contact`;
const REMOVE = `POST /api/patients/${PATIENT_ID}/remove-contact`;
const accepted = () => jsonResponse(200, { id: PATIENT_ID, version: 7, globalPosition: 90 });

const save = async (dialog: HTMLElement, name = 'Save') => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name }));
  });
};

const chooseRelationship = async (dialog: HTMLElement, label: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Relationship/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('patient contacts', () => {
  it('refuses an unnamed contact, one without a relationship and an emergency contact without a phone, at their fields', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<AddContact patient={patientOf()} actor={actors.agency} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Emergency contact'));
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    await save(dialog);
    expect(within(dialog).getByText('Must not be empty.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the relationship to the patient.')).toBeTruthy();
    expect(within(dialog).getByText('Enter an email address, such as name@example.com.')).toBeTruthy();
    expect(within(dialog).getByText('An emergency contact needs a phone number.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('adds a contact with its relationship, a client-chosen id and the version on screen', async () => {
    const calls = stubApi({ [ADD]: accepted }, vi.stubGlobal);
    await renderWithProviders(<AddContact patient={patientOf()} actor={actors.partner} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Luis Moreno ' } });
    await chooseRelationship(dialog, 'Other relative');
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '+1 416 555 0123' } });
    fireEvent.click(within(dialog).getByLabelText('Emergency contact'));
    await save(dialog);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toEqual({ expectedVersion: 6, contactId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Luis Moreno', relationshipId: 9, phone: '+1 416 555 0123', email: null, isEmergency: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends only what changed, and shows the server’s field error at the field', async () => {
    const calls = stubApi(
      { [UPDATE]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'phone', message: 'must be a phone number' }] }) },
      vi.stubGlobal,
    );
    await renderWithProviders(<ContactActions patient={patientOf()} actor={actors.family} contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit contact Byron Lovelace' }));
    const dialog = await screen.findByRole('dialog');
    await save(dialog);
    expect(within(dialog).getByText('Nothing to save: this is what is already on file.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '555 0199' } });
    await save(dialog);
    await waitFor(() => expect(within(dialog).getByText('must be a phone number')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 6, contactId: contact.contactId, phone: '555 0199' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('removes a contact after confirming', async () => {
    const calls = stubApi({ [REMOVE]: accepted }, vi.stubGlobal);
    await renderWithProviders(<ContactActions patient={patientOf()} actor={actors.admin} contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact Byron Lovelace' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Byron Lovelace from the contacts?')).toBeTruthy();
    await save(dialog, 'Remove');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 6, contactId: contact.contactId }));
  });

  it('shows a conflict over the newer record when someone else changed the patient first', async () => {
    stubApi({ [REMOVE]: () => jsonResponse(409, { message: 'Version conflict', expectedVersion: 6, actualVersion: 8 }) }, vi.stubGlobal);
    await renderWithProviders(<ContactActions patient={patientOf()} actor={actors.admin} contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact Byron Lovelace' }));
    await save(await screen.findByRole('dialog'), 'Remove');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/Someone else changed this patient meanwhile/)).toBeTruthy();
  });
});
