import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@careledger/domain';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { PublicSessionLinks } from './PublicSessionLinks';

describe('PublicSessionLinks', () => {
  beforeEach(() => localStorage.clear());

  it('names the user this browser signed in, with the way back to their console', async () => {
    localStorage.setItem('careledger.signedIn', '1');
    stubApi({ 'GET /api/auth-details': () => jsonResponse(200, session(Role.USER)) }, vi.stubGlobal);
    await renderWithProviders(<PublicSessionLinks />, { route: '/en-us', path: '/:locale', auth: null });
    expect(await screen.findByText('Sam Someone')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My console' }).getAttribute('href')).toBe('/user/en-us');
  });

  it('asks nobody when this browser never signed in, and forgets a session that has ended', async () => {
    const calls = stubApi({ 'GET /api/auth-details': () => jsonResponse(401, { message: 'Sign in first.' }) }, vi.stubGlobal);
    const { unmount } = await renderWithProviders(<PublicSessionLinks />, { route: '/en-us', path: '/:locale', auth: null });
    expect(calls, 'a visitor causes no 401').toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    localStorage.setItem('careledger.signedIn', '1');
    await renderWithProviders(<PublicSessionLinks />, { route: '/en-us', path: '/:locale', auth: null });
    await waitFor(() => expect(localStorage.getItem('careledger.signedIn')).toBeNull());
    expect(screen.queryByRole('link', { name: 'My console' })).toBeNull();
  });
});
