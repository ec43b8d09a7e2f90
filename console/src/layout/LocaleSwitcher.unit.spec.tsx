import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LocaleSwitcher } from './LocaleSwitcher';

describe('LocaleSwitcher', () => {
  it('switches to the same page in the chosen locale, query included', async () => {
    await renderWithProviders(<LocaleSwitcher />, { route: '/user/en-us/assessments/42?asOf=2026-01-01T00:00:00.000Z' });

    fireEvent.click(screen.getByRole('button', { name: 'Language: English (US)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español (España)' }));

    expect(screen.getByTestId('location').textContent).toBe('/user/es-es/assessments/42?asOf=2026-01-01T00:00:00.000Z');
  });

  it('marks the current locale', async () => {
    await renderWithProviders(<LocaleSwitcher />, { route: '/en-ca/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Language: English (Canada)' }));
    const current = await screen.findByRole('menuitem', { name: 'English (Canada)' });
    expect(current.className).toContain('Mui-selected');
    expect(current.getAttribute('lang')).toBe('en-CA');
  });
});
