import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a record still loading) before focus is left where it is. */
const HEADING_WAIT_MS = 10_000;

const dialogOpen = (): boolean => document.querySelector('[role="dialog"], [aria-modal="true"]') !== null;

/**
 * Moves focus to the h1 of the page a client-side navigation opened, as a full page load would
 * put a screen reader at its top: not on the first load, nor while a dialog opens or closes (it
 * moves focus itself), nor when the user has moved focus since (a tab kept on its tab list).
 */
export function useHeadingFocus(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === undefined || before === pathname) return;
    const main = document.getElementById(mainId);
    if (main === null) return;
    const focusedBefore = document.activeElement;
    if (focusedBefore?.getAttribute('role') === 'tab') return;

    const stillWhereItWas = () => document.activeElement === focusedBefore || document.activeElement === document.body || document.activeElement === null;
    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (heading === null) return false;
      if (dialogOpen() || !stillWhereItWas()) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };

    // A frame later: a dialog the same navigation opens (a drawer at /host-leads/:id) is mounted by then.
    let observer: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      if (focusHeading()) return;
      observer = new MutationObserver(() => {
        if (focusHeading()) observer?.disconnect();
      });
      observer.observe(main, { childList: true, subtree: true });
    });
    const giveUp = setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname, mainId]);
}
