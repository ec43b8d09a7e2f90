import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CAREGIVER_ID, actors, caregiver } from './caregiver.fixtures';
import { CaregiverProfileEdit } from './ProfileEdit';

const UPDATE = `POST /api/caregivers/${CAREGIVER_ID}/update-profile`;

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return screen.findByRole('dialog');
};
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};

describe('caregiver profile', () => {
  it('is offered to the agency and to the caregiver themself, not to another agency', async () => {
    stubApi({}, vi.stubGlobal);
    const { unmount } = await renderWithProviders(<CaregiverProfileEdit caregiver={caregiver()} actor={actors.self} />);
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeTruthy();
    unmount();
    await renderWithProviders(<CaregiverProfileEdit caregiver={caregiver()} actor={actors.otherAgency} />);
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });

  it('sends only what changed, trimmed, an emptied phone as null, with the version on screen', async () => {
    const calls = stubApi({ [UPDATE]: () => jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 93 }) }, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfileEdit caregiver={caregiver({ phone: '555 123 4567' })} actor={actors.agency} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: '  López Díaz ' } });
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '  ' } });
    await save(dialog);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, lastName: 'López Díaz', phone: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses locally what the domain's request schema refuses, next to the field", async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfileEdit caregiver={caregiver()} actor={actors.agency} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'not-an-address' } });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: 'call me' } });
    await save(dialog);
    expect(within(dialog).getByText('Enter an email address, such as name@example.com.')).toBeTruthy();
    expect(within(dialog).getByText('Must not be empty.')).toBeTruthy();
    expect(within(dialog).getByText(/Enter a phone number/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'A'.repeat(101) } });
    await save(dialog);
    expect(within(dialog).getByText('At most 100 characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says so when nothing changed instead of sending a command the domain refuses', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfileEdit caregiver={caregiver()} actor={actors.self} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: ' Ana ' } });
    await save(dialog);
    expect(within(dialog).getByText('Nothing to save: these are the details already on file.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows a 400's field errors next to the fields", async () => {
    stubApi({ [UPDATE]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'email', message: 'must be at most 254 characters' }] }) }, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfileEdit caregiver={caregiver()} actor={actors.agency} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ana@example.org' } });
    await save(dialog);
    const email = within(dialog).getByLabelText(/Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('must be at most 254 characters')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps the entries on a version conflict and shows what is saved now', async () => {
    const calls = stubApi({ [UPDATE]: () => jsonResponse(409, { message: 'conflict', expectedVersion: 4, actualVersion: 6 }) }, vi.stubGlobal);
    await renderWithProviders(<CaregiverProfileEdit caregiver={caregiver()} actor={actors.agency} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ana@example.org' } });
    await save(dialog);
    expect(await within(dialog).findByText(/Someone changed this caregiver meanwhile \(version 4 expected, 6 found\)/)).toBeTruthy();
    expect(within(dialog).getByText('ana.lopez@example.com')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Email/).value).toBe('ana@example.org');
    expect(calls).toHaveLength(1);
  });
});
