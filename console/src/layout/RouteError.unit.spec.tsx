import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { renderWithProviders } from '../test/render';
import { RouteErrorBoundary } from './RouteError';

function Broken(): never {
  throw new Error('render failed');
}

const screens = (
  <RouteErrorBoundary>
    <Link to="/fine">elsewhere</Link>
    <Routes>
      <Route path="/broken" element={<Broken />} />
      <Route path="/fine" element={<h1>Fine</h1>} />
    </Routes>
  </RouteErrorBoundary>
);

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the reload hint in place of a screen that fails to render, and leaves it behind on the next page', async () => {
    // React reports the caught error on the console; the test wants only what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(screens, { route: '/broken' });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'elsewhere' })).toBeNull();
  });

  it('shows the screen again after a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <>
        <Link to="/fine">elsewhere</Link>
        {screens}
      </>,
      { route: '/broken' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
