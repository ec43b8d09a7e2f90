import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { CLUSTER_ID, HUB_ID, cluster, hub, hubEvent, page } from './hub.fixtures';
import HubShow from './Show';

// Partners read referrals of their own partner only: the session names one.
const partner = () => {
  const details = session(Role.PARTNER);
  return { ...details, user: { ...details.user, partnerId: 'partner-1' } };
};

const show = (roleId: 1 | 6 | 9 = Role.PARTNER, agencyId: string | null = null) =>
  renderWithProviders(<HubShow />, { route: `/user/en-us/hubs/${HUB_ID}`, path: '/user/:locale/hubs/:id', auth: roleId === Role.PARTNER ? partner() : session(roleId, agencyId) });

// A data grid, dialogs and selects under jsdom: seconds each on a machine shared with other runs.
describe('HubShow', () => {
  it('shows the hub, its clusters and its events, and links to its referrals', async () => {
    const calls = stubApi(
      {
        [`GET /api/shared-living-hubs/${HUB_ID}`]: () => jsonResponse(200, hub()),
        'GET /api/shared-living-clusters': () => jsonResponse(200, page([cluster()])),
        [`GET /api/hub/${HUB_ID}/hub-events`]: () => jsonResponse(200, page([hubEvent()])),
        [`GET /api/hub/notes/${HUB_ID}/0`]: () => jsonResponse(200, page([])),
        [`GET /api/hub/notes/${HUB_ID}/authors/list`]: () => jsonResponse(200, { data: [] }),
        'GET /api/hub/note-types': () => jsonResponse(200, { data: [] }),
      },
      vi.stubGlobal,
    );
    await show();

    expect(await screen.findByRole('heading', { name: 'Quayside House' })).toBeTruthy();
    expect(screen.getByText('6 residents')).toBeTruthy();
    expect(screen.getByText('None: run by the platform')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'nora@example.org' }).getAttribute('href')).toBe('mailto:nora@example.org');
    expect(screen.getByText('43.6629, -79.3389')).toBeTruthy();
    const clusters = await screen.findByRole('list', { name: 'Clusters' });
    expect(within(clusters).getByRole('link', { name: 'East end' }).getAttribute('href')).toBe(`/user/en-us/hubs?clusterId=${CLUSTER_ID}`);
    const events = await screen.findByRole('list', { name: 'Events' });
    expect(within(events).getByText('Garden party')).toBeTruthy();
    expect(within(events).getByText('Dec 10, 2026, 2:00 PM – Dec 10, 2026, 4:00 PM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Referrals to this hub' }).getAttribute('href')).toBe(`/user/en-us/referrals?hubId=${HUB_ID}`);
    expect(calls.find((call) => call.url.startsWith('/api/shared-living-clusters'))?.url).toBe(`/api/shared-living-clusters?hubId=${HUB_ID}&pageSize=100`);
    // Notes about the hub, and a tab for each of its clusters.
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Cluster: East end' })).toBeTruthy();
    expect(await screen.findByText('No notes here')).toBeTruthy();
  });

  it('shows cancelled events on request, with their reason', async () => {
    const calls = stubApi(
      {
        [`GET /api/shared-living-hubs/${HUB_ID}`]: () => jsonResponse(200, hub()),
        'GET /api/shared-living-clusters': () => jsonResponse(200, page([])),
        [`GET /api/hub/${HUB_ID}/hub-events`]: ({ url }) =>
          jsonResponse(200, page(url.includes('includeCancelled=true') ? [hubEvent({ eventId: 'e2', title: 'Called off', status: 'cancelled', cancelReason: 'Rain' })] : [])),
      },
      vi.stubGlobal,
    );
    await show();
    expect(await screen.findByText('No events on this hub’s calendar.')).toBeTruthy();
    expect(await screen.findByText('This hub belongs to no cluster.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show canceled events' }));
    expect(await screen.findByText('Canceled: Rain')).toBeTruthy();
    expect(calls.some((call) => call.url === `/api/hub/${HUB_ID}/hub-events?page=1&pageSize=10&includeCancelled=true`)).toBe(true);
  });

  it('pages a long calendar', async () => {
    const calls = stubApi(
      {
        [`GET /api/shared-living-hubs/${HUB_ID}`]: () => jsonResponse(200, hub()),
        'GET /api/shared-living-clusters': () => jsonResponse(200, page([])),
        [`GET /api/hub/${HUB_ID}/hub-events`]: () => jsonResponse(200, page([hubEvent()], 23)),
      },
      vi.stubGlobal,
    );
    await show();
    const pager = await screen.findByRole('navigation', { name: 'Event pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(calls.some((call) => call.url === `/api/hub/${HUB_ID}/hub-events?page=3&pageSize=10`)).toBe(true));
  });

  it('asks a caregiver for no clusters, which it may not read, and offers no referrals', async () => {
    const calls = stubApi(
      {
        [`GET /api/shared-living-hubs/${HUB_ID}`]: () => jsonResponse(200, hub({ agencyId: 'agency-1', agencyName: 'Maple Grove Home Care', active: false, deactivationReason: 'Renovation' })),
        [`GET /api/hub/${HUB_ID}/hub-events`]: () => jsonResponse(200, page([])),
      },
      vi.stubGlobal,
    );
    await show(Role.CAREGIVER, 'agency-1');
    expect(await screen.findByText('Renovation')).toBeTruthy();
    expect(screen.getByText('Maple Grove Home Care')).toBeTruthy();
    expect(screen.getByTestId('hub-status').textContent).toBe('Inactive');
    expect(await screen.findByText('No events on this hub’s calendar.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Clusters' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Referrals to this hub' })).toBeNull();
    expect(calls.some((call) => call.url.includes('shared-living-clusters'))).toBe(false);
  });

  it('says so when the hub is not there for this user', async () => {
    stubApi({ [`GET /api/shared-living-hubs/${HUB_ID}`]: () => jsonResponse(404, { message: 'No shared-living hub has the id.' }) }, vi.stubGlobal);
    await show();
    expect(await screen.findByText('This hub does not exist, or you do not have access to it.')).toBeTruthy();
  });
});
