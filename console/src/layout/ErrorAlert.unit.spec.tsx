import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { RELOAD_KEY, page, sessionExpiry } from '../api/session-expiry';
import { renderWithProviders } from '../test/render';
import { ErrorAlert } from './ErrorAlert';

const shown = async (error: unknown, locale: 'en-US' | 'es-ES' = 'en-US') => {
  await renderWithProviders(<ErrorAlert error={error} />, { locale });
  return screen.getByRole('alert');
};

describe('ErrorAlert', () => {
  it.each([
    [new ApiError('Network Error', { code: 'ERR_NETWORK' }), 'Network Error'],
    [new ApiError('Request aborted', { code: 'ERR_CANCELED' }), 'Request aborted'],
    [new ApiError('timeout exceeded', { code: 'ECONNABORTED' }), 'timeout exceeded'],
    [new ApiError('Request failed with status code 503', { code: 'ERR_BAD_RESPONSE', status: 503 }), 'Request failed with status code 503'],
    [new ApiError('Request failed with status code 419', { code: 'ERR_BAD_REQUEST', status: 419 }), 'Your session has expired. Reloading the page…'],
    [new Error('boom'), 'Something went wrong'],
  ])('titles %s as "%s" and names the support address', async (error, title) => {
    const alert = await shown(error);
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain('If this keeps happening, contact support@careledger.example.');
  });

  it('says the session has ended, and to sign in again, once a reload did not bring it back', async () => {
    vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    expect(sessionExpiry.expired()).toBe('ended');

    const alert = await shown(new ApiError('Request failed with status code 419', { code: 'ERR_BAD_REQUEST', status: 419 }));
    expect(alert.textContent).toContain('Your session has ended — sign in again');
    expect(alert.textContent).not.toContain('Reloading');
  });

  it('adds what the server said', async () => {
    const alert = await shown(new ApiError('Request failed with status code 503', { code: 'ERR_BAD_RESPONSE', status: 503, body: { message: 'The read model is catching up.' } }));
    expect(alert.textContent).toContain('The read model is catching up.');
  });

  it('words a known domain code in the reader’s language', async () => {
    const error = new ApiError('Request failed with status code 422', {
      code: 'ERR_BAD_REQUEST',
      status: 422,
      body: { message: 'An assessment that is PENDING cannot be approved.', code: 'illegal_transition' },
    });
    const alert = await shown(error, 'es-ES');
    expect(alert.textContent).toContain('La solicitud ha fallado con el código de estado 422');
    expect(alert.textContent).toContain('Esta acción no es posible en el estado actual del registro.');
    expect(alert.textContent).toContain('Si el problema continúa, escriba a support@careledger.example.');
  });

  it('renders nothing without an error', async () => {
    await renderWithProviders(<ErrorAlert error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
