import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../api';
import { actorOf, canAccess } from '../auth';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import ApiKeys from './ApiKeys';

const KEY_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const SECRET = `clk_6f1c2b3a4d5e4f608a7b9c0d1e2f3a4b_${'a'.repeat(43)}`;

const listed = (change: Partial<ApiKey> = {}): ApiKey => ({
  id: KEY_ID,
  name: 'Payroll sync',
  prefix: 'clk_6f1c2b3a',
  scopes: ['read', 'patient.*'],
  roleId: Role.AGENCY,
  agencyId: AGENCY_ID,
  partnerId: null,
  status: 'active',
  createdBy: 'user-1',
  createdByName: 'Agency Owner',
  createdAt: '2026-03-01T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  useCount: 0,
  ...change,
});
const page = (data: ApiKey[]) => ({ data, total: data.length, page: 1, pageSize: 100 });

describe('the API keys screen', () => {
  it('creates a key and shows it once, lists keys without their secret, and revokes one', async () => {
    let keys: ApiKey[] = [];
    const calls = stubApi(
      {
        'GET /api/api-keys': () => jsonResponse(200, page(keys)),
        'GET /api/api-keys/scopes': () => jsonResponse(200, { data: ['read', 'patient.*', 'patient.create'] }),
        'POST /api/api-keys': () => {
          keys = [listed()];
          return jsonResponse(201, { id: KEY_ID, version: 0, globalPosition: 10, key: SECRET });
        },
        [`POST /api/api-keys/${KEY_ID}/revoke`]: () => {
          keys = [listed({ status: 'revoked', revokedAt: '2026-03-01T10:00:00.000Z' })];
          return jsonResponse(200, { id: KEY_ID, version: 1, globalPosition: 11 });
        },
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<ApiKeys />, { route: '/user/en-us/settings/integrations', path: '/user/:locale/settings/integrations', auth: session(Role.AGENCY, AGENCY_ID) });
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll sync' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('api-key-secret')).textContent).toBe(SECRET);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Payroll sync')).toBeTruthy();
    expect(table.textContent).not.toContain(SECRET.slice(-43));
    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/api-keys');
    expect(created?.body).toEqual({ name: 'Payroll sync', scopes: ['read'] });
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke Payroll sync' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'API keys' })).getByText(/^Revoked/)).toBeTruthy());
  });

  it('is open to administrators and the owners of an agency or a partner, not to their agents', () => {
    expect(canAccess(actorOf(session(Role.ADMIN)), 'apiKeys')).toBe(true);
    expect(canAccess(actorOf(session(Role.AGENCY, AGENCY_ID)), 'apiKeys')).toBe(true);
    expect(canAccess(actorOf(session(Role.AGENCY_AGENT, AGENCY_ID)), 'apiKeys')).toBe(false);
    expect(canAccess(actorOf(session(Role.CAREGIVER, AGENCY_ID)), 'apiKeys')).toBe(false);
  });
});
