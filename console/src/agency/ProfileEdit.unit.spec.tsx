import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AGENCY_ID, actors, agency } from './agency.fixtures';
import { AgencyProfileEdit } from './ProfileEdit';

const UPDATE = `POST /api/agencies/${AGENCY_ID}/update-profile`;

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return screen.findByRole('dialog');
};
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};

describe('agency profile', () => {
  it("is offered to the agency's own staff and administrators only", async () => {
    stubApi({}, vi.stubGlobal);
    const { unmount } = await renderWithProviders(<AgencyProfileEdit agency={agency()} actor={actors.ownStaff} />);
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeTruthy();
    unmount();
    for (const actor of [actors.otherAgency, actors.partner]) {
      const view = await renderWithProviders(<AgencyProfileEdit agency={agency()} actor={actor} />);
      expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
      view.unmount();
    }
  });

  it('sends the changed fields, the address whole with its map position, and the version on screen', async () => {
    const calls = stubApi({ [UPDATE]: () => jsonResponse(200, { id: AGENCY_ID, version: 8, globalPosition: 40 }) }, vi.stubGlobal);
    // The query side sends the stored address whole, its map position included.
    const address = { city: 'Sudbury', province: 'ON', latitude: 46.49, longitude: -80.99 };
    await renderWithProviders(<AgencyProfileEdit agency={agency({ address })} actor={actors.ownStaff} />);
    const dialog = await openForm();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Latitude/).value).toBe('46.49');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Demo Home Care North ' } });
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Timmins' } });
    fireEvent.change(within(dialog).getByLabelText(/Latitude/), { target: { value: '48.48' } });
    fireEvent.change(within(dialog).getByLabelText(/Longitude/), { target: { value: '-81.33' } });
    await save(dialog);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 7, name: 'Demo Home Care North', address: { city: 'Timmins', province: 'ON', latitude: 48.48, longitude: -81.33 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses locally what the domain's request schema refuses", async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<AgencyProfileEdit agency={agency()} actor={actors.admin} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'N'.repeat(151) } });
    fireEvent.change(within(dialog).getByLabelText(/Province/), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText(/Latitude/), { target: { value: '95' } });
    await save(dialog);
    expect(within(dialog).getByText('At most 150 characters.')).toBeTruthy();
    expect(within(dialog).getByText('Must not be empty.')).toBeTruthy();
    expect(within(dialog).getByText('At most 90.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Demo' } });
    fireEvent.change(within(dialog).getByLabelText(/Province/), { target: { value: 'ON' } });
    fireEvent.change(within(dialog).getByLabelText(/Latitude/), { target: { value: '45' } });
    await save(dialog);
    expect(within(dialog).getByText('Give both latitude and longitude, or neither.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says so when nothing changed', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<AgencyProfileEdit agency={agency()} actor={actors.admin} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Sudbury ' } });
    await save(dialog);
    expect(within(dialog).getByText('Nothing to save: these are the details already on file.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows a 400's field errors next to the fields and a conflict with what is saved now", async () => {
    let answer = jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'address.city', message: 'must be at most 100 characters' }] });
    stubApi({ [UPDATE]: () => answer }, vi.stubGlobal);
    await renderWithProviders(<AgencyProfileEdit agency={agency()} actor={actors.ownStaff} />);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Greater Sudbury' } });
    await save(dialog);
    expect(await within(dialog).findByText('must be at most 100 characters')).toBeTruthy();
    expect(within(dialog).getByLabelText(/City/).getAttribute('aria-invalid')).toBe('true');

    answer = jsonResponse(409, { message: 'conflict', expectedVersion: 7, actualVersion: 9 });
    await save(dialog);
    expect(await within(dialog).findByText(/Someone changed this agency meanwhile \(version 7 expected, 9 found\)/)).toBeTruthy();
    expect(within(dialog).getByText('Sudbury, ON')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/City/).value).toBe('Greater Sudbury');
  });
});
