import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import LoginPage from './LoginPage';

const user = { id: 'u1', email: 'admin@demo.careledger', name: 'Ada Admin', roleId: 1, agencyId: null };

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('LoginPage', () => {
  it('checks the fields before calling the server', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    await renderWithProviders(<LoginPage />, { route: '/en-us/login', path: '/:locale/login', auth: null });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();

    fill('not-an-email', 'secret');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('signs in with the XSRF token and goes back where the user was sent from', async () => {
    document.cookie = 'XSRF-TOKEN=t0k3n';
    const calls = stubApi({ 'POST /api/login': () => jsonResponse(200, { user }) }, vi.stubGlobal);
    await renderWithProviders(<LoginPage />, {
      route: '/en-ca/login?next=%2Fuser%2Fen-ca%2Fassessments%2F7',
      path: '/:locale/login',
      auth: null,
    });
    expect(screen.getByText('Please sign in to continue.')).toBeTruthy();

    fill(' admin@demo.careledger ', 'demo-password');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-ca/assessments/7'));
    expect(calls[0]?.body).toEqual({ email: 'admin@demo.careledger', password: 'demo-password' });
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('t0k3n');
  });

  it('goes to the signed-in home when nobody sent the user here', async () => {
    stubApi({ 'POST /api/login': () => jsonResponse(200, { user }) }, vi.stubGlobal);
    await renderWithProviders(<LoginPage />, { route: '/es-es/login', path: '/:locale/login', auth: null, locale: 'es-ES' });
    fireEvent.change(screen.getByLabelText(/Correo electrónico/), { target: { value: 'admin@demo.careledger' } });
    fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/es-es'));
  });

  it('says so when the credentials are wrong, and stays', async () => {
    stubApi({ 'POST /api/login': () => jsonResponse(401, { message: 'Invalid email or password.' }) }, vi.stubGlobal);
    await renderWithProviders(<LoginPage />, { route: '/en-us/login', path: '/:locale/login', auth: null });

    fill('admin@demo.careledger', 'wrong');

    expect(await screen.findByText('The email or password is incorrect.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en-us/login');
  });

  it('shows server field errors next to the fields', async () => {
    stubApi(
      { 'POST /api/login': () => jsonResponse(400, { message: 'Invalid.', errors: [{ path: 'email', message: 'must be an email address' }] }) },
      vi.stubGlobal,
    );
    await renderWithProviders(<LoginPage />, { route: '/en-us/login', path: '/:locale/login', auth: null });

    fill('a@b', 'pw');

    expect(await screen.findByText('must be an email address')).toBeTruthy();
  });
});
