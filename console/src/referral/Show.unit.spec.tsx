import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReferralStatus, Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { HUB_ID, REFERRAL_ID, referral } from './referral.fixtures';
import ReferralShow from './Show';

const GET = `GET /api/referrals/${REFERRAL_ID}`;
const show = (roleId: 2 | 6 = Role.PARTNER) =>
  renderWithProviders(<ReferralShow />, { route: `/user/en-us/referrals/${REFERRAL_ID}`, path: '/user/:locale/referrals/:id', auth: session(roleId) });

// A data grid, dialogs and selects under jsdom: seconds each on a machine shared with other runs.
describe('ReferralShow', () => {
  it('shows the facts, every milestone with its date or “not yet”, and the hub by name', async () => {
    stubApi(
      {
        [GET]: () => jsonResponse(200, referral({ hubId: HUB_ID, hubName: 'Quayside House' })),
      },
      vi.stubGlobal,
    );
    await show();

    expect(await screen.findByRole('heading', { name: 'Referral — Ada Moreno' })).toBeTruthy();
    expect(screen.getByTestId('referral-status').textContent).toBe('Open');
    expect(screen.getByText('Mar 2, 2026')).toBeTruthy();
    const milestones = screen.getByRole('list', { name: 'Milestones' });
    const items = within(milestones).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Hospital admissionFeb 20, 2026',
      'Hospital dischargeNot yet',
      'On-site visitNot yet',
      'ApprovedNot yet',
      'AcceptedNot yet',
      'Move-inNot yet',
      'Move-outNot yet',
    ]);
    expect((await screen.findByRole('link', { name: 'Quayside House' })).getAttribute('href')).toBe(`/user/en-us/hubs/${HUB_ID}`);
  });

  it('follows a hold and then a close without a manual refresh, each read waiting for the command', async () => {
    let current = referral();
    const calls = stubApi(
      {
        [GET]: () => jsonResponse(200, current),
        [`POST /api/referrals/${REFERRAL_ID}/hold`]: () => {
          current = referral({ status: ReferralStatus.HOLD, holdReason: 'Readmitted to hospital', version: 4 });
          return jsonResponse(200, { id: REFERRAL_ID, version: 4, globalPosition: 700 });
        },
        [`POST /api/referrals/${REFERRAL_ID}/close`]: () => {
          current = referral({ status: ReferralStatus.CLOSED, closeReasonId: 6, closeComment: 'Moved out of province', dischargeDate: '2026-03-10', closedAt: '2026-03-11T10:00:00.000Z', version: 5 });
          return jsonResponse(200, { id: REFERRAL_ID, version: 5, globalPosition: 701 });
        },
      },
      vi.stubGlobal,
    );
    await show();

    fireEvent.click(await screen.findByRole('button', { name: 'Hold' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Readmitted to hospital' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Hold referral' }));
    });
    await waitFor(() => expect(screen.getByTestId('referral-status').textContent).toBe('On hold'));
    expect(screen.getByText('Readmitted to hospital')).toBeTruthy();
    expect(screen.getByText('Version 4')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('700');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Close referral' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Close reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Other' }));
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Moved out of province' } });
    fireEvent.change(within(dialog).getByLabelText(/Discharge date/), { target: { value: '2026-03-10' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close referral' }));
    });
    await waitFor(() => expect(screen.getByTestId('referral-status').textContent).toBe('Closed'));
    expect(screen.getByText('Moved out of province')).toBeTruthy();
    expect(screen.getByText('Other')).toBeTruthy();
    expect(screen.getByText('This referral is closed: nothing more can be done to it.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('701');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a family the hub’s name without a link to a hub it may not read', async () => {
    const calls = stubApi({ [GET]: () => jsonResponse(200, referral({ hubId: HUB_ID, hubName: 'Quayside House' })) }, vi.stubGlobal);
    await show(Role.USER);
    expect(await screen.findByText('Quayside House')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Quayside House' })).toBeNull();
    expect(calls.some((call) => call.url.includes('shared-living-hubs'))).toBe(false);
  });

  it('says so when the referral is not there for this user', async () => {
    stubApi({ [GET]: () => jsonResponse(403, { message: 'You may not see this referral.' }) }, vi.stubGlobal);
    await show();
    expect(await screen.findByText('This referral does not exist, or you do not have access to it.')).toBeTruthy();
  });
});
