import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgencyStanding, Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Agency } from '../api';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AgencyStandingActions } from './StandingActions';

const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const agency = (overrides: Partial<Agency> = {}): Agency => ({
  id: AGENCY_ID,
  name: 'Demo Home Care',
  email: 'office@demo.example',
  phone: null,
  address: { city: 'Sudbury', province: 'ON' },
  isInternal: false,
  standing: AgencyStanding.GOOD,
  standingReason: null,
  careServiceIds: [3],
  version: 7,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  ...overrides,
});
const admin = { id: 'admin-1', roleId: Role.ADMIN, agencyId: null, partnerId: null };
const ownStaff = { id: 'agency-1', roleId: Role.AGENCY, agencyId: AGENCY_ID, partnerId: null };

describe('agency standing', () => {
  it('moves to another level with a required reason and the version on screen', async () => {
    const calls = stubApi({ [`POST /api/agencies/${AGENCY_ID}/change-standing`]: () => jsonResponse(200, { id: AGENCY_ID, version: 8, globalPosition: 5 }) }, vi.stubGlobal);
    await renderWithProviders(<AgencyStandingActions agency={agency()} actor={admin} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change standing' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change standing' }));
    });
    expect(within(dialog).getByText('Choose the new standing.')).toBeTruthy();
    expect(within(dialog).getByText('Say why the standing changes.')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New standing/ }));
    const options = await screen.findAllByRole('option');
    // The current level is no change: the domain refuses it, so it is not offered.
    expect(options.map((option) => option.textContent)).toEqual(['Level 2: Requires review', 'Level 3: Probationary', 'Level 4: Terminated']);
    fireEvent.click(screen.getByRole('option', { name: 'Level 3: Probationary' }));
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Late visit reports ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change standing' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 7, level: 3, reason: 'Late visit reports' });
  });

  it('only reinstates a terminated agency', async () => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(<AgencyStandingActions agency={agency({ standing: AgencyStanding.TERMINATED })} actor={admin} />);
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change standing' })).toBeNull();
  });

  it("leaves the standing to administrators, even for the agency's own staff", async () => {
    stubApi({}, vi.stubGlobal);
    await renderWithProviders(<AgencyStandingActions agency={agency()} actor={ownStaff} />);
    expect(await screen.findByText('Only administrators change an agency’s standing.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
