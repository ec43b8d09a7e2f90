import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { AGENCY_ID, agency } from './agency.fixtures';
import AgencyShow from './Show';

const GET = `GET /api/agencies/${AGENCY_ID}`;
const show = (auth = session(Role.AGENCY, AGENCY_ID, 'agency-1')) =>
  renderWithProviders(<AgencyShow />, { route: `/user/en-us/agencies/${AGENCY_ID}`, path: '/user/:locale/agencies/:id', auth });

describe('AgencyShow', () => {
  it("follows a care services edit without a manual refresh, the read waiting for the command", async () => {
    let current = agency();
    const calls = stubApi(
      {
        [GET]: () => jsonResponse(200, current),
        [`POST /api/agencies/${AGENCY_ID}/set-care-types`]: () => {
          current = agency({ careServiceIds: [3, 4], version: 8 });
          return jsonResponse(200, { id: AGENCY_ID, version: 8, globalPosition: 900 });
        },
      },
      vi.stubGlobal,
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit care services' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Nursing'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(screen.getByText('Version 8')).toBeTruthy());
    expect(screen.getByText('Nursing')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('900');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the map position, and no edit action to another agency', async () => {
    const address = { city: 'Sudbury', province: 'ON', latitude: 46.490001, longitude: -80.99 };
    stubApi({ [GET]: () => jsonResponse(200, agency({ address })) }, vi.stubGlobal);
    await show(session(Role.AGENCY, '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02', 'agency-2'));
    expect(await screen.findByText('46.490001, -80.99')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit care services' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
