import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import UserList from './List';
import { USER_ID, login } from './users.fixtures';

const page = (data: unknown[] = []) => jsonResponse(200, { data, total: data.length, page: 1, pageSize: 25 });
const list = (route = '/user/en-us/users') => renderWithProviders(<UserList />, { route, path: '/user/:locale/users', auth: session() });

describe('UserList', () => {
  it('lists the logins and filters by role (its own call), status and text through the URL', async () => {
    const calls = stubApi({ 'GET /api/logins': () => page([login()]), 'GET /api/logins-by-user-type/9': () => page() }, vi.stubGlobal);
    await list();
    const grid = await screen.findByRole('grid', { name: 'Users and logins' });
    expect(await within(grid).findByText('Ann Agent')).toBeTruthy();
    expect(within(grid).getByText('Agency agent')).toBeTruthy();
    expect(within(grid).getByText('Active')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Caregiver' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    fireEvent.change(screen.getByLabelText('Search name or email'), { target: { value: 'ann' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/users?roleId=9&status=3&search=ann'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/logins-by-user-type/9?page=1&pageSize=25&sort=name%3Aasc&status=3&search=ann'));
    expect(await screen.findByText('No accounts match these filters')).toBeTruthy();
  });

  it('disables an account only after a confirmation that names it', async () => {
    const calls = stubApi(
      {
        'GET /api/logins': () => page([login()]),
        [`POST /api/users/${USER_ID}/disable`]: () => jsonResponse(200, { id: USER_ID, version: 3, globalPosition: 120 }),
      },
      vi.stubGlobal,
    );
    await list();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Ann Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ann Agent?' });
    expect(within(dialog).getByText(/ann@example.test will be signed out/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/users');

    fireEvent.click(screen.getByRole('button', { name: 'Disable Ann Agent' }));
    const again = await screen.findByRole('dialog', { name: 'Disable Ann Agent?' });
    fireEvent.change(within(again).getByLabelText('Reason (optional)'), { target: { value: 'Left the agency' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
      [`/api/users/${USER_ID}/disable`, { expectedVersion: 2, reason: 'Left the agency' }],
    ]);
  });

  it('enables a disabled account, and offers no action on the signed-in account itself', async () => {
    const calls = stubApi(
      {
        'GET /api/logins': () => page([login({ status: 3 }), login({ id: 'user-1', name: 'Sam Someone', email: 'someone@example.test' })]),
        [`POST /api/users/${USER_ID}/activate`]: () => jsonResponse(200, { id: USER_ID, version: 3, globalPosition: 121 }),
      },
      vi.stubGlobal,
    );
    await list();
    await screen.findByText('Sam Someone');
    expect(screen.queryByRole('button', { name: 'Disable Sam Someone' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enable Ann Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Ann Agent?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable account' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ expectedVersion: 2 }]));
  });
});
