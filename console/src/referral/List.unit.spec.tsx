import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import ReferralList from './List';
import { HUB_ID, REFERRAL_ID, referral } from './referral.fixtures';

const page = (data: unknown[] = []) => jsonResponse(200, { data, total: data.length, page: 1, pageSize: 25 });
const list = (route = '/user/en-us/referrals', roleId: 1 | 6 = Role.PARTNER) =>
  renderWithProviders(<ReferralList />, { route, path: '/user/:locale/referrals', auth: session(roleId) });
const listCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/referrals')).map((call) => call.url);

// A data grid, dialogs and selects under jsdom: seconds each on a machine shared with other runs.
describe('ReferralList', () => {
  it('asks the server for one page, newest referral first, and shows status, ids and the last milestone', async () => {
    const calls = stubApi(
      {
        'GET /api/referrals': () =>
          page([
            referral({ status: 2, milestones: { ...referral().milestones, 'on-site-visit': '2026-03-05', approved: '2026-03-05' } }),
            referral({ id: 'bbbbbbbb-0000-4000-8000-000000000002', status: 3 }),
          ]),
      },
      vi.stubGlobal,
    );
    await list();

    const grid = await screen.findByRole('grid', { name: 'Referrals' });
    expect(await within(grid).findByText('On hold')).toBeTruthy();
    expect(within(grid).getByText('Closed')).toBeTruthy();
    expect(within(grid).getByText(REFERRAL_ID.slice(0, 8))).toBeTruthy();
    expect(within(grid).getAllByText('Ada Moreno')).toHaveLength(2);
    // Two steps on one day: the later one in the placement is the last.
    expect(within(grid).getByText('Approved · Mar 5, 2026')).toBeTruthy();
    expect(within(grid).getByText('Hospital admission · Feb 20, 2026')).toBeTruthy();
    expect(listCalls(calls)).toEqual(['/api/referrals?page=1&pageSize=25&sort=openedOn%3Adesc']);
  });

  it('has a friendly empty state', async () => {
    stubApi({ 'GET /api/referrals': () => page() }, vi.stubGlobal);
    await list();
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
    expect(screen.getByText('Shared-living referrals appear here as soon as they are made.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('filters by status and opening days through the URL and the server, and says when nothing matches', async () => {
    const calls = stubApi({ 'GET /api/referrals': () => page() }, vi.stubGlobal);
    await list('/user/en-us/referrals?page=2');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'On hold' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/referrals?status=2'));
    fireEvent.change(screen.getByLabelText('Opened from'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/referrals?status=2&from=2026-03-01'));

    await waitFor(() => expect(listCalls(calls)).toContain('/api/referrals?page=1&pageSize=25&sort=openedOn%3Adesc&status=2&from=2026-03-01'));
    expect(await screen.findByText('No referrals match these filters')).toBeTruthy();
  });

  it('keeps an end day before the start day out of the request, and says why', async () => {
    const calls = stubApi({ 'GET /api/referrals': () => page() }, vi.stubGlobal);
    await list('/user/en-us/referrals?from=2026-03-10');
    fireEvent.change(screen.getByLabelText('Opened until'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Choose a day on or after “Opened from”.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/referrals?from=2026-03-10');
    expect(listCalls(calls).every((url) => !url.includes('to='))).toBe(true);
  });

  it('narrows to a hub from a link, names the hub, and clears the filter', async () => {
    const calls = stubApi(
      {
        'GET /api/referrals': () => page(),
        [`GET /api/shared-living-hubs/${HUB_ID}`]: () => jsonResponse(200, { id: HUB_ID, name: 'Quayside House', clusterIds: [] }),
      },
      vi.stubGlobal,
    );
    await list(`/user/en-us/referrals?hubId=${HUB_ID}`);
    expect(await screen.findByText('Hub: Quayside House')).toBeTruthy();
    expect(listCalls(calls)[0]).toBe(`/api/referrals?page=1&pageSize=25&sort=openedOn%3Adesc&hubId=${HUB_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/referrals'));
  });

  it('opens a referral on click', async () => {
    stubApi({ 'GET /api/referrals': () => page([referral()]) }, vi.stubGlobal);
    await list();
    fireEvent.click(await screen.findByText(REFERRAL_ID.slice(0, 8)));
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/referrals/${REFERRAL_ID}`);
  });
});
