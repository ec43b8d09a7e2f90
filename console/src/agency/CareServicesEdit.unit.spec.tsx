import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgencyStanding, careServices } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AGENCY_ID, actors, agency } from './agency.fixtures';
import { AgencyCareServicesEdit } from './CareServicesEdit';
import { AgencyInternalSwitch } from './InternalSwitch';

const post = (action: string) => `POST /api/agencies/${AGENCY_ID}/${action}`;
const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit care services' }));
  return screen.findByRole('dialog');
};
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};

describe('agency care services', () => {
  it('offers the whole catalog with what the agency offers ticked, and sends the new set in order', async () => {
    const calls = stubApi({ [post('set-care-types')]: () => jsonResponse(200, { id: AGENCY_ID, version: 8, globalPosition: 41 }) }, vi.stubGlobal);
    await renderWithProviders(<AgencyCareServicesEdit agency={agency({ careServiceIds: [3, 5] })} actor={actors.ownStaff} />);
    const dialog = await openForm();
    const boxes = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes).toHaveLength(careServices.length);
    expect(boxes.filter((box) => box.checked).map((box) => Number(box.value))).toEqual([3, 5]);
    fireEvent.click(within(dialog).getByLabelText('Respite care'));
    fireEvent.click(within(dialog).getByLabelText('Foot care'));
    fireEvent.click(within(dialog).getByLabelText('Default'));
    await save(dialog);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 7, careServiceIds: [1, 3, 16] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses to "set" the care services already offered', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<AgencyCareServicesEdit agency={agency()} actor={actors.admin} />);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByLabelText('Nursing'));
    fireEvent.click(within(dialog).getByLabelText('Nursing'));
    await save(dialog);
    expect(within(dialog).getByText('Nothing to save: these are already the agency’s care services.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('is closed to other roles, and to a terminated agency', async () => {
    stubApi({}, vi.stubGlobal);
    const view = await renderWithProviders(<AgencyCareServicesEdit agency={agency()} actor={actors.otherAgency} />);
    expect(screen.queryByRole('button', { name: 'Edit care services' })).toBeNull();
    view.unmount();
    await renderWithProviders(<AgencyCareServicesEdit agency={agency({ standing: AgencyStanding.TERMINATED })} actor={actors.ownStaff} />);
    expect(await screen.findByText(/A terminated agency cannot change the care services/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the choice on a version conflict and shows what is saved now', async () => {
    stubApi({ [post('set-care-types')]: () => jsonResponse(409, { message: 'conflict', expectedVersion: 7, actualVersion: 8 }) }, vi.stubGlobal);
    await renderWithProviders(<AgencyCareServicesEdit agency={agency()} actor={actors.ownStaff} />);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByLabelText('Nursing'));
    await save(dialog);
    expect(await within(dialog).findByText(/version 7 expected, 8 found.*Home support/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nursing').checked).toBe(true);
  });
});

describe('internal agency', () => {
  it('is switched by administrators only, with the version on screen', async () => {
    const calls = stubApi({ [post('set-internal')]: () => jsonResponse(200, { id: AGENCY_ID, version: 8, globalPosition: 42 }) }, vi.stubGlobal);
    const view = await renderWithProviders(<AgencyInternalSwitch agency={agency()} actor={actors.ownStaff} />);
    expect(screen.queryByRole('switch')).toBeNull();
    view.unmount();
    await renderWithProviders(<AgencyInternalSwitch agency={agency()} actor={actors.admin} />);
    await act(async () => {
      fireEvent.click(await screen.findByRole('switch', { name: 'Internal agency' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 7, isInternal: true });
  });
});
