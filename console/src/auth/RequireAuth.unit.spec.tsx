import { screen, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { LocaleLayout } from '../layout/LocaleLayout';
import { RELOAD_KEY, page } from '../api/session-expiry';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { RequireAuth } from './RequireAuth';
import { useSession } from './session';

function Whoami() {
  return <p>Signed in as {useSession().user.name}</p>;
}

const area = (
  <RequireAuth>
    <Whoami />
  </RequireAuth>
);

describe('RequireAuth', () => {
  it('sends an anonymous visitor to the sign-in page of the same locale, remembering where they were', async () => {
    stubApi({ 'GET /api/auth-details': () => jsonResponse(401, { message: 'Sign in first.' }) }, vi.stubGlobal);
    await renderWithProviders(area, { route: '/user/es-es/assessments?status=2', path: '/user/:locale/*', auth: null });

    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/es-es/login?next=%2Fuser%2Fes-es%2Fassessments%3Fstatus%3D2'),
    );
  });

  it('gives the session to the signed-in area', async () => {
    stubApi({ 'GET /api/auth-details': () => jsonResponse(200, session(Role.AGENCY, 'agency-1')) }, vi.stubGlobal);
    await renderWithProviders(area, { route: '/user/en-us/assessments', path: '/user/:locale/*', auth: null });

    expect(await screen.findByText('Signed in as Sam Someone')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/assessments');
  });

  it('offers a retry when the session cannot be checked', async () => {
    stubApi({ 'GET /api/auth-details': () => jsonResponse(503, { message: 'Starting up.' }) }, vi.stubGlobal);
    await renderWithProviders(area, { route: '/user/en-us/assessments', path: '/user/:locale/*', auth: null });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 503');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reloads the page on an ended session, saying so', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    stubApi({ 'GET /api/auth-details': () => jsonResponse(419, { message: 'Your session has expired. Please sign in again.' }) }, vi.stubGlobal);
    await renderWithProviders(area, { route: '/user/en-us/day', path: '/user/:locale/*', auth: null });

    expect((await screen.findByRole('alert')).textContent).toContain('Your session has expired. Reloading the page…');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to sign in again, in the reader’s language, when the page reloaded for an ended session less than a minute ago', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOAD_KEY, String(Date.now() - 30_000));
    stubApi({ 'GET /api/auth-details': () => jsonResponse(419, { message: 'Your session has expired. Please sign in again.' }) }, vi.stubGlobal);
    await renderWithProviders(area, { route: '/user/es-es/day?date=2026-03-10', path: '/user/:locale/*', auth: null, locale: 'es-ES' });

    const notice = await screen.findByRole('dialog', { name: 'Su sesión ha terminado: vuelva a iniciar sesión' });
    expect(within(notice).getByText('Por seguridad, las sesiones terminan al cabo de un tiempo. Inicie sesión para seguir donde estaba.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/es-es/login?next=%2Fuser%2Fes-es%2Fday%3Fdate%3D2026-03-10');
    expect(screen.getByRole('alert', { hidden: true }).textContent).toContain('Su sesión ha terminado: vuelva a iniciar sesión');
    expect(reload).not.toHaveBeenCalled();
  });

  it('turns an unknown locale into a not-found page', async () => {
    await renderWithProviders(<LocaleLayout />, { route: '/fr-fr', path: '/:locale' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
