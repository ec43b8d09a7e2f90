import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profession, Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { AGENCY_ID, CAREGIVER_ID, caregiver } from './caregiver.fixtures';
import CaregiverShow from './Show';

const GET = `GET /api/caregivers/${CAREGIVER_ID}`;
const show = (auth = session(Role.AGENCY, AGENCY_ID, 'agency-1')) =>
  renderWithProviders(<CaregiverShow />, { route: `/user/en-us/caregivers/${CAREGIVER_ID}`, path: '/user/:locale/caregivers/:id', auth });

describe('CaregiverShow', () => {
  it('follows a profile edit and a profession change without a manual refresh, each read waiting for the command', async () => {
    let current = caregiver();
    const calls = stubApi(
      {
        [GET]: () => jsonResponse(200, current),
        [`POST /api/caregivers/${CAREGIVER_ID}/update-profile`]: () => {
          current = caregiver({ lastName: 'Lopez Diaz', version: 5 });
          return jsonResponse(200, { id: CAREGIVER_ID, version: 5, globalPosition: 800 });
        },
        [`POST /api/caregivers/${CAREGIVER_ID}/change-profession`]: () => {
          current = caregiver({ lastName: 'Lopez Diaz', professionId: Profession.REGISTERED_NURSE, version: 6 });
          return jsonResponse(200, { id: CAREGIVER_ID, version: 6, globalPosition: 801 });
        },
      },
      vi.stubGlobal,
    );
    await show();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Lopez Diaz' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByRole('heading', { name: 'Ana Lopez Diaz' })).toBeTruthy();
    expect(screen.getByText('Version 5')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('800');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Change profession' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New profession/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Registered nurse' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change profession' }));
    });
    await waitFor(() => expect(screen.getByText('Version 6')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ expectedVersion: 5, professionId: Profession.REGISTERED_NURSE });
    expect(screen.getAllByText('Registered nurse').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('801');
  });

  it('lets the caregiver edit their own contact details and nothing else', async () => {
    stubApi({ [GET]: () => jsonResponse(200, caregiver()) }, vi.stubGlobal);
    await show(session(Role.CAREGIVER, null, 'caregiver-user'));
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change profession' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Add a care service/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hire' })).toBeNull();
  });
});
