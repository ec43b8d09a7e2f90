import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { CLUSTER_ID, HUB_ID, cluster, hub, page } from './hub.fixtures';
import HubList from './List';

const list = (route = '/user/en-us/hubs') => renderWithProviders(<HubList />, { route, path: '/user/:locale/hubs', auth: session(Role.PARTNER) });
const listCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/shared-living-hubs')).map((call) => call.url);

// A data grid, dialogs and selects under jsdom: seconds each on a machine shared with other runs.
describe('HubList', () => {
  it('asks for one page sorted by name and shows name, service, city, capacity, lead and status', async () => {
    const calls = stubApi(
      { 'GET /api/shared-living-hubs': () => jsonResponse(200, page([hub(), hub({ id: 'h2', name: 'Quince Day Centre', productId: 7, active: false })])) },
      vi.stubGlobal,
    );
    await list();

    const grid = await screen.findByRole('grid', { name: 'Shared-living hubs' });
    expect(await within(grid).findByText('Quayside House')).toBeTruthy();
    expect(within(grid).getByText('Shared living')).toBeTruthy();
    expect(within(grid).getByText('Adult day program')).toBeTruthy();
    expect(within(grid).getAllByText('Toronto')).toHaveLength(2);
    expect(within(grid).getAllByText('Nora Bell')).toHaveLength(2);
    expect(within(grid).getByText('Active')).toBeTruthy();
    expect(within(grid).getByText('Inactive')).toBeTruthy();
    expect(listCalls(calls)).toEqual(['/api/shared-living-hubs?page=1&pageSize=25&sort=name%3Aasc']);
  });

  it('has a friendly empty state', async () => {
    stubApi({ 'GET /api/shared-living-hubs': () => jsonResponse(200, page([])) }, vi.stubGlobal);
    await list();
    expect(await screen.findByText('No hubs yet')).toBeTruthy();
    expect(screen.getByText('Homes appear here as soon as an administrator adds them.')).toBeTruthy();
  });

  it('filters by name once the typing pauses, and by service and status, through the URL and the server', async () => {
    const calls = stubApi({ 'GET /api/shared-living-hubs': () => jsonResponse(200, page([])) }, vi.stubGlobal);
    await list('/user/en-us/hubs?page=3');

    fireEvent.change(screen.getByLabelText('Name starts with'), { target: { value: 'qu' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/hubs?search=qu'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Service/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Adult day program' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/hubs?search=qu&productId=7'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/hubs?search=qu&productId=7&active=false'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/shared-living-hubs?page=1&pageSize=25&sort=name%3Aasc&productId=7&active=false&search=qu'));
    expect(await screen.findByText('No hubs match these filters')).toBeTruthy();
  });

  it('names the cluster a link narrowed the list to', async () => {
    stubApi(
      {
        'GET /api/shared-living-hubs': () => jsonResponse(200, page([hub()])),
        [`GET /api/shared-living-clusters/${CLUSTER_ID}`]: () => jsonResponse(200, cluster()),
      },
      vi.stubGlobal,
    );
    await list(`/user/en-us/hubs?clusterId=${CLUSTER_ID}`);
    expect(await screen.findByText('Cluster: East end')).toBeTruthy();
  });

  it('opens a hub on click', async () => {
    stubApi({ 'GET /api/shared-living-hubs': () => jsonResponse(200, page([hub()])) }, vi.stubGlobal);
    await list();
    fireEvent.click(await screen.findByText('Quayside House'));
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/hubs/${HUB_ID}`);
  });
});
