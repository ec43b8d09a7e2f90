import { useEffect, useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useHeadingFocus } from './useHeadingFocus';

/** A heading that shows once the page's record has "loaded". */
function LateHeading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Late page</h1> : <p>Loading</p>;
}

function Layout() {
  useHeadingFocus(MAIN_ID);
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <nav>
        <Link to="/first">First</Link>
        <Link to="/late">Late</Link>
        <Link to="/with-dialog">With a dialog</Link>
        <Link to="/tabbed" role="tab">
          A tab
        </Link>
      </nav>
      <main id={MAIN_ID} tabIndex={-1}>
        {pathname === '/late' ? <LateHeading /> : <h1>Page {pathname}</h1>}
        {pathname === '/with-dialog' && (
          <div role="dialog" aria-label="Dialog">
            <button type="button">In the dialog</button>
          </div>
        )}
      </main>
    </>
  );
}

const follow = (name: string) => {
  const link = screen.getByRole('link', { name });
  link.focus();
  fireEvent.click(link);
};

describe('focus on a new page', () => {
  it('stays where it is on the first load', async () => {
    await renderWithProviders(<Layout />, { route: '/first' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to the new page's h1 after a navigation, once the heading shows", async () => {
    await renderWithProviders(<Layout />, { route: '/first' });
    follow('Late');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Late page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('is left to a dialog the navigation opens', async () => {
    await renderWithProviders(<Layout />, { route: '/first' });
    follow('With a dialog');
    await screen.findByRole('heading', { level: 1, name: 'Page /with-dialog' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'With a dialog' }));
  });

  it('stays on a tab that switched the page', async () => {
    await renderWithProviders(<Layout />, { route: '/first' });
    const tab = screen.getByRole('tab', { name: 'A tab' });
    tab.focus();
    fireEvent.click(tab);
    await screen.findByRole('heading', { level: 1, name: 'Page /tabbed' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(tab);
  });

  it('the skip link moves focus to main', async () => {
    await renderWithProviders(<Layout />, { route: '/first' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe(`#${MAIN_ID}`);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
